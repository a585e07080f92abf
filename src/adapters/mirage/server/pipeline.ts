/**
 * The path every API request takes, the one place each passes with its answer: test-knob delay → forced
 * failure (before the change unless asked otherwise) → the core → the answer. The core knows none of this.
 */
import { Response, type Request } from 'miragejs';
import { SERVER_FAULT } from '../../../backend/answers';
import type { Backend } from '../../../backend/backend';
import {
  answerLine,
  progressLine,
  PROGRESS_LINES_TYPE,
  wantsProgressLines,
} from '../../../backend/progress-lines';
import {
  isDownload,
  type BackendAnswer,
  type BackendRequest,
  type BackendRoute,
  type JsonAnswer,
} from '../../../backend/wire';
import type { KnobBoard } from '../knobs';
import type { FailureKnob } from '../types';
import { nextTask } from './next-task';
import { header, toBackendRequest } from './request';
import { answerInOneStep, failAsNetworkError } from './wire';

export interface PipelineDeps {
  backend: Backend;
  knobs: KnobBoard;
  /** The path after the apiBase, without the query string (what knobs match against). */
  relativePath(url: string): string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const jsonResponse = (answer: JsonAnswer): Response =>
  new Response(answer.status, { ...answer.headers, ...JSON_HEADERS }, answer.body);

/**
 * A download is joined into one text body: the demo's fake XHR cannot stream. Its store answers at once, so
 * without a pause the whole export (10,000 rows read, formatted and joined) ran as one task of the page: each
 * piece is read in a task of its own.
 */
async function toResponse(answer: BackendAnswer): Promise<Response> {
  if (!isDownload(answer)) return jsonResponse(answer);
  let text = '';
  for await (const piece of answer.chunks) {
    text += piece;
    await nextTask();
  }
  return new Response(answer.status, { ...answer.headers }, text);
}
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Never settles: the fake XHR already reported a network error, so nothing may answer it. */
const never = (): Promise<Response> => new Promise<Response>(() => undefined);

function forcedFailure(failure: FailureKnob, request: Request): Response | Promise<Response> {
  if (failure.kind === 'network') {
    failAsNetworkError(request);
    return never();
  }
  if (failure.kind === 'malformed') return new Response(200, JSON_HEADERS, '{"type":"success","message":');
  return jsonResponse(SERVER_FAULT);
}

/** The import's progress lines (progress-lines.ts), joined: the demo's fake XHR cannot stream either. */
async function progressResponse(backend: Backend, route: BackendRoute, request: BackendRequest) {
  let text = '';
  const answer = await backend.handle(route, {
    ...request,
    progress: (rows) => (text += progressLine(rows)),
  });
  if (isDownload(answer)) throw new Error('An import answers JSON, never a file.');
  return new Response(200, { 'Content-Type': PROGRESS_LINES_TYPE }, text + answerLine(answer));
}

/** A throw (also while a download is read) is a fault of this host or a bug: a 500 without details. */
async function answerOf(backend: Backend, route: BackendRoute, request: Request): Promise<Response> {
  try {
    const parsed = await toBackendRequest(route, request);
    if (route.body === 'table' && wantsProgressLines(header(request, 'accept')))
      return await progressResponse(backend, route, parsed);
    return await toResponse(await backend.handle(route, parsed));
  } catch (error) {
    console.error('LoyalLoop demo backend fault:', error);
    return jsonResponse(SERVER_FAULT);
  }
}

export function createPipeline(
  deps: PipelineDeps,
): (route: BackendRoute, request: Request) => Promise<Response> {
  return async (route, request) => {
    answerInOneStep(request);
    const path = deps.relativePath(request.url);
    const delayMs = deps.knobs.delayFor(route.verb, path);
    if (delayMs > 0) await sleep(delayMs);
    const failure = deps.knobs.takeFailure(route.verb, path);
    if (failure && !failure.afterSaving) return forcedFailure(failure, request);
    // The store saves each committed change itself, so "after saving" means after the core answered.
    const response = await answerOf(deps.backend, route, request);
    return failure ? forcedFailure(failure, request) : response;
  };
}
