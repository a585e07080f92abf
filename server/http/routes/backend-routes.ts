/** The core's route table under /api/: parse what arrived, let the core answer, write the answer out. */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Backend } from '../../../src/backend/backend';
import { isDownload, type BackendRoute } from '../../../src/backend/wire';
import { errorBody } from '../error-answer';
import { answersOneRecord } from '../plugins/compression';
import { isRateLimited, unmatchedLimits, WINDOW_MS } from '../plugins/rate-limit';
import { wantsProgressLines } from '../../../src/backend/progress-lines';
import { backendRequest, takesNoBody } from './backend-request';
import { progressAnswer } from './progress-answer';
import { uploadStalled } from './upload-watch';
import { carriesNul, NUL_REFUSED } from './nul-text';
import { refusedUpload } from './before-upload';

/** The core's routes that `which` picks, on `api` (its scope's hooks and parsers apply to them). */
export function backendRoutes(
  api: FastifyInstance,
  backend: Backend,
  limits: { rateLimitPerMinute: number; uploadIdleMs: number },
  which: (route: BackendRoute) => boolean,
): void {
  const { rateLimitPerMinute, uploadIdleMs } = limits;
  for (const route of backend.routes.filter(which)) {
    api.route({
      method: route.verb,
      url: `/${route.path}`,
      ...(answersOneRecord(route) ? { compress: false } : {}),
      ...(takesNoBody(route) ? { decompress: false } : {}),
      config: isRateLimited(route) ? { rateLimit: { max: rateLimitPerMinute, timeWindow: WINDOW_MS } } : {},
      async handler(request, reply) {
        // Answers carry personal data and tokens: never kept by a browser or a proxy.
        reply.header('cache-control', 'no-store');
        const refused = await refusedUpload(backend, route, request);
        // The unread form is not waited for: the connection closes once the refusal is out.
        if (refused) return reply.code(refused.status).header('connection', 'close').send(refused.body);
        const parsed = await backendRequest(route, request, uploadIdleMs);
        // A stalled upload's client sends nothing more: its connection closes once the answer is written.
        reply.raw.once('finish', () => {
          if (uploadStalled(request.raw)) request.raw.socket.destroy();
        });
        if (carriesNul(parsed, request.query)) return reply.code(400).send(errorBody(NUL_REFUSED));
        if (parsed.body.kind === 'json') request.log.debug({ body: parsed.body.value }, 'request body');
        if (route.body === 'table' && wantsProgressLines(request.headers.accept))
          return progressAnswer(reply, parsed, (withProgress) => backend.handle(route, withProgress));
        const answer = await backend.handle(route, parsed);
        if (!isDownload(answer))
          return reply
            .code(answer.status)
            .headers(answer.headers ?? {})
            .send(answer.body);
        // Written piece by piece as the core reads the trail. A failure midway destroys the response
        // (Fastify does so for a stream that errors after its headers), so a cut file never looks whole.
        return reply.code(answer.status).headers(answer.headers).send(Readable.from(answer.chunks));
      },
    });
  }
}

/** Said once at start: a limit of the contract the core has no route for is a wiring mistake. */
export function warnOfUnmatchedLimits(api: FastifyInstance, backend: Backend): void {
  const unmatched = unmatchedLimits(backend.routes);
  if (unmatched.length > 0)
    api.log.warn(`Rate limits for calls the core does not have: ${unmatched.join(', ')}.`);
}

export function apiNotFound(api: FastifyInstance): void {
  // Like the demo's catch-all: an unknown API path is a JSON 404, never the console's index.html.
  api.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '').replace(/^\/api\//, '');
    return reply.code(404).send(errorBody(`No API route for ${request.method} ${path}.`));
  });
}
