/**
 * The console's http build (dist-http/): its files, each prerendered public page at its own path (`/faq` is
 * pages/faq.html, no redirect), and index.html, the app shell, for any other GET path that is not a file (the
 * console routes in the browser): 200 for a path the app's route table knows, 404 for any other (the shell
 * still, whose router then shows what it shows for an unknown path). Hashed assets are cached for a year, everything else revalidated.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageFile, prerenderedPaths, shellFor } from '../../../scripts/prerender/page-files';
import { isAppPath } from '../../../src/ui/app/routes/route-patterns';
import { errorBody } from '../error-answer';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function staticSite(app: FastifyInstance, folder: string): Promise<void> {
  const built = existsSync(join(folder, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: folder,
      // One route per file found at start, so that unknown paths reach the fallback below.
      wildcard: false,
      // `/` is the landing page's prerendered file when there is one, the shell otherwise (the fallback below).
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[/\\]assets[/\\]/.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
    for (const path of prerenderedPaths(folder))
      app.get(path, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(pageFile(path)));
  } else {
    app.log.warn(`No console build in ${folder}: run "npm run build:http" (npm start does it).`);
  }
  const shell = shellFor(folder);
  app.setNotFoundHandler((request, reply) => {
    if (built && (request.method === 'GET' || request.method === 'HEAD')) {
      // A console page gets the console's shell, which asks for its chunks at once (docs/performance.md).
      const known = isAppPath(request.url);
      return reply
        .code(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(known ? shell(request.url) : 'index.html');
    }
    return reply
      .code(404)
      .send(errorBody(`Nothing here: ${request.method} ${request.url.split('?')[0] ?? ''}.`));
  });
}
