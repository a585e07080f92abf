/**
 * The one route table (docs/product.md §2): every path, the area and frame it belongs to, who may see it and the chunk it
 * loads. Each area keeps its part in its own chunk (site-, auth- and console-routes); this module puts them
 * together for whatever needs them all, at build time or in tests: a public-page prerender, the checks of the
 * table. Features never read it (they link through shared/routes/paths). The first match wins.
 */
import { AUTH_ROUTES } from './auth-routes';
import { CONSOLE_ROUTES } from './console-routes';
import { SITE_META } from './site-meta';
import { FALLBACK, SITE_ROUTES } from './site-routes';
import type { AppRoute, PageMeta, PageRoute } from './route-types';

export const ROUTES: readonly AppRoute[] = [...SITE_ROUTES, ...AUTH_ROUTES, ...CONSOLE_ROUTES, FALLBACK];

export interface IndexedPage extends PageMeta {
  path: string;
  route: PageRoute;
}

/** The public pages a prerender writes: each path, with its page's title, description and loader. */
export const indexedPages = (): IndexedPage[] =>
  SITE_ROUTES.flatMap((route) => {
    const meta =
      route.kind === 'page' && route.paths[0] !== undefined ? SITE_META[route.paths[0]] : undefined;
    return route.kind === 'page' && meta ? route.paths.map((path) => ({ path, route, ...meta })) : [];
  });
