import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Brotli or gzip as the client accepts, for answers over 1 kB (a 10,000-client list shrinks about tenfold). */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024 });
}
