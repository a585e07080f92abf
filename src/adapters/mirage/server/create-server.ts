/** The Mirage server: the core's routes as full paths, a 404 JSON catch-all for the API, passthrough elsewhere. */
import { createServer, Response, type Request, type Server } from 'miragejs';
import type { BackendRoute, HttpVerb } from '../../../backend/wire';
import type { ApiBase } from './api-base';

export type Dispatch = (route: BackendRoute, request: Request) => Promise<Response>;

const VERBS = ['get', 'post', 'put', 'del', 'patch'] as const;
const MIRAGE_VERB: Record<HttpVerb, (typeof VERBS)[number]> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  DELETE: 'del',
};

export function startMirage(options: {
  base: ApiBase;
  routes: readonly BackendRoute[];
  dispatch: Dispatch;
  environment: 'development' | 'test';
  latencyMs: number;
}): Server {
  const { base, routes, dispatch } = options;
  const server = createServer({
    environment: options.environment,
    logging: false,
    timing: options.latencyMs,
    routes() {
      for (const route of routes)
        this[MIRAGE_VERB[route.verb]](base.prefix + route.path, (_schema, request) =>
          dispatch(route, request),
        );
      // Without this an unknown API route makes fetch reject instead of answering like a server would.
      for (const verb of VERBS) {
        this[verb](`${base.prefix}*path`, (_schema, request) => {
          const message = `No API route for ${verb === 'del' ? 'DELETE' : verb.toUpperCase()} ${base.relativePath(request.url)}.`;
          return new Response(404, { 'Content-Type': 'application/json' }, { type: 'error', message });
        });
      }
      this.passthrough((request) => !base.isApiUrl(request.url));
    },
  });
  // Mirage 0.1.48 drops the option above (its config keeps its own unset `logging`), and outside the test
  // environment it then logs every request with its whole answer: a 1 MB export's text went to the console,
  // the longest task of the demo's Export CSV. Set on the server itself, it holds.
  server.logging = false;
  return server;
}
