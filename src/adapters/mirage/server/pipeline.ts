/**
 * The path every request takes: test-knob delay → forced failure (before saving unless asked otherwise) →
 * body parsing → authentication → handler → save → answer. Handlers stay free of all of that.
 */
import { Response, type Request } from 'miragejs';
import type { KnobBoard } from '../knobs';
import type { FailureKnob } from '../types';
import { fail, type Answer } from './answer';
import { authenticate, isAnswer } from './authenticate';
import { NO_ACTOR, type Backend, type RouteDef } from './context';
import { parseBody, queryValue } from './request';
import { answerInOneStep, failAsNetworkError } from './wire';

export interface PipelineDeps {
  backend: Backend;
  knobs: KnobBoard;
  save(): void;
  /** The path after the apiBase, without the query string (what knobs match against). */
  relativePath(url: string): string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const toResponse = (answer: Answer): Response => new Response(answer.status, JSON_HEADERS, answer.body);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Never settles: the fake XHR already reported a network error, so nothing may answer it. */
const never = (): Promise<Response> => new Promise<Response>(() => undefined);

function forcedFailure(failure: FailureKnob, request: Request): Response | Promise<Response> {
  if (failure.kind === 'network') {
    failAsNetworkError(request);
    return never();
  }
  if (failure.kind === 'malformed') return new Response(200, JSON_HEADERS, '{"type":"success","message":');
  return toResponse(fail(500, 'The server ran into a problem. Please try again.'));
}

async function run(def: RouteDef, request: Request, backend: Backend): Promise<Answer> {
  const parsed = parseBody(request);
  if (parsed.kind === 'invalid') return fail(400, 'The request body is not valid JSON.');
  const nowMs = backend.now();
  const { store, codes } = backend;
  const actor = def.access === 'admin' ? authenticate(request, store, nowMs) : NO_ACTOR;
  if (isAnswer(actor)) return actor;
  return def.handle({
    store,
    codes,
    nowMs,
    actor,
    params: request.params,
    body: parsed.kind === 'json' ? parsed.body : {},
    form: parsed.kind === 'form' ? parsed.form : null,
    query: (name) => queryValue(request, name),
  });
}

export function createPipeline(deps: PipelineDeps): (def: RouteDef, request: Request) => Promise<Response> {
  return async (def, request) => {
    answerInOneStep(request);
    const method = def.method.toUpperCase();
    const path = deps.relativePath(request.url);
    const delayMs = deps.knobs.delayFor(method, path);
    if (delayMs > 0) await sleep(delayMs);
    const failure = deps.knobs.takeFailure(method, path);
    if (failure && !failure.afterSaving) return forcedFailure(failure, request);
    const answer = await run(def, request, deps.backend);
    if (def.saves && answer.status < 400) deps.save();
    return failure ? forcedFailure(failure, request) : toResponse(answer);
  };
}
