/**
 * A build served as production serves it: the Node server's own static-files and compression plugins (brotli
 * or gzip as the browser accepts, the prerendered pages at their paths, the shell for other paths), on loopback.
 */
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { compression } from '../../../server/http/plugins/compression';
import { staticSite } from '../../../server/http/plugins/static-site';
import { freePort } from '../../e2e/support/serve-build';
import type { Served } from './builds';

export async function serveCompressed(outDir: string): Promise<Served> {
  const app = Fastify({ logger: false });
  await compression(app);
  await staticSite(app, resolve(outDir));
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
