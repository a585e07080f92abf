import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { BackendRoute } from '../../../src/backend/wire';

/** Brotli or gzip as the client accepts, for answers over 1 kB (a 10,000-client list shrinks about tenfold). */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024 });
}

/**
 * Whether a core call's answer is one record or a confirmation: a write (an import excepted, whose answer
 * lists its refused rows) or a GET of one thing by its id. Such answers stay under the 1 kB threshold, so
 * these routes go without compression's two hooks, which every call paid for nothing (docs/performance.md,
 * "GET one client: where a server's time goes").
 */
export const answersOneRecord = (route: BackendRoute): boolean =>
  route.body !== 'table' && (route.verb !== 'GET' || route.path.endsWith('/:id'));
