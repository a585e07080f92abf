/** The Mirage server: our routes as full paths, a 404 JSON catch-all for the API, and passthrough elsewhere. */
import { createServer, Response, type Request, type Server } from 'miragejs';
import type { ApiBase } from './api-base';
import type { RouteDef } from './context';

export type Dispatch = (def: RouteDef, request: Request) => Promise<Response>;

const VERBS = ['get', 'post', 'put', 'del', 'patch'] as const;
const verbOf = (method: RouteDef['method']): (typeof VERBS)[number] => (method === 'delete' ? 'del' : method);

export function startMirage(options: {
  base: ApiBase;
  routes: RouteDef[];
  dispatch: Dispatch;
  environment: 'development' | 'test';
  latencyMs: number;
}): Server {
  const { base, routes, dispatch } = options;
  return createServer({
    environment: options.environment,
    logging: false,
    timing: options.latencyMs,
    routes() {
      for (const def of routes)
        this[verbOf(def.method)](base.prefix + def.path, (_schema, request) => dispatch(def, request));
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
}
