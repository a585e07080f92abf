import { matchPath } from './match-path';
import type { AppRoute, Params } from './route-types';

export interface RouteMatch {
  route: AppRoute;
  params: Params;
}

/** The route a path shows among `routes` (the first match) and its parameters; `fallback` when none matches. */
export function findRoute(path: string, routes: readonly AppRoute[], fallback: AppRoute): RouteMatch {
  for (const route of routes) {
    for (const pattern of route.paths) {
      const params = matchPath(pattern, path);
      if (params) return { route, params };
    }
  }
  return { route: fallback, params: {} };
}
