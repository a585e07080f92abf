/**
 * Slowloris protection without cutting off a long upload (docs/api.md, "Time limits"). Node's requestTimeout
 * is one wall clock for every request, so it is off: its headersTimeout still bounds the headers, and this
 * hook bounds the body of every request but a streamed upload (a `table` call, the import) with the same
 * limit, answered 408 as Node would (client-errors.ts). An upload is judged by its progress instead
 * (routes/upload-watch.ts).
 *
 * The clock ends with the request: its body arrives or its connection closes. A body still arriving after the
 * answer (a refusal that reads none) stays on the clock, so it cannot hold the connection. An injected request
 * (`app.inject()`, no socket) neither ends nor closes when nobody reads its body: its clock ends with the
 * answer, or it would fire later, in another test, on a socket that cannot be destroyed.
 */
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, CALLS } from '../../../src/contract';
import type { TimeLimits } from '../../config/server-config';
import { answerClientError } from '../client-errors';

const UPLOAD_URLS = new Set(
  CALLS.filter((call) => call.request.kind === 'table').map((call) => `${API_BASE}${call.path}`),
);

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;

const timedOut = (): NodeJS.ErrnoException =>
  Object.assign(new Error('The request body took too long.'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

export function bodyTimeLimits(app: FastifyInstance, limits: TimeLimits): void {
  app.server.headersTimeout = limits.requestMs;
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    if (raw.complete || !hasBody(request) || UPLOAD_URLS.has(request.routeOptions.url ?? '')) return done();
    const timer = setTimeout(() => {
      if (!raw.complete) answerClientError(timedOut(), raw.socket);
    }, limits.requestMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', () => {
      if (!(raw.socket instanceof Socket)) stop();
    });
    done();
  });
}
