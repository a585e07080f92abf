/**
 * Slowloris protection without cutting off a long upload (docs/api.md, "Time limits"). Node's requestTimeout
 * is one wall clock for every request, so it is off: its headersTimeout still bounds the headers, and this
 * hook bounds the body of every request with the same limit, answered 408 as Node would (client-errors.ts).
 * No route is exempt: a streamed upload (the import) leaves the clock only once its file starts arriving,
 * and is judged by its progress from then on (routes/upload-watch.ts), so a form's preamble that never ends
 * cannot hold a connection.
 *
 * The clock ends with the request: its body arrives or its connection closes. A body still arriving after the
 * answer (a refusal that reads none) stays on the clock, so it cannot hold the connection. An injected request
 * (`app.inject()`, no socket) neither ends nor closes when nobody reads its body: its clock ends with the
 * answer, or it would fire later, in another test, on a socket that cannot be destroyed.
 */
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TimeLimits } from '../../config/server-config';
import { answerClientError } from '../client-errors';

/** The stop of each request's clock, for an upload to hand itself over to its progress watch. */
const clocks = new WeakMap<IncomingMessage, () => void>();

/** The upload's file has started arriving: its progress judges it from here (upload-watch.ts). */
export const offTheClock = (request: IncomingMessage): void => clocks.get(request)?.();

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;

const timedOut = (): NodeJS.ErrnoException =>
  Object.assign(new Error('The request body took too long.'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

export function bodyTimeLimits(app: FastifyInstance, limits: TimeLimits): void {
  app.server.headersTimeout = limits.requestMs;
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    if (raw.complete || !hasBody(request)) return done();
    const timer = setTimeout(() => {
      if (!raw.complete) answerClientError(timedOut(), raw.socket);
    }, limits.requestMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    clocks.set(raw, stop);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', () => {
      if (!(raw.socket instanceof Socket)) stop();
    });
    done();
  });
}
