import { areaOf } from './areas';
import { findRoute } from './find-route';
import { loadAuthArea, loadConsoleArea, loadServicesArea, loadSiteFrame } from './frames';
import type { AppRoute } from './route-types';
import { FALLBACK, SITE_ROUTES } from './site-routes';

/** Whether the page at this path needs the services (sign-in and console paths). */
export const needsServices = (path: string): boolean => areaOf(path) !== 'site';

/** Starts loading a page's chunk, and the public layout's when the page sits in it. */
export function warmPage(path: string, routes: readonly AppRoute[]): void {
  const { route } = findRoute(path, routes, FALLBACK);
  if (route.kind !== 'page') return;
  if (route.frame === 'site') void loadSiteFrame();
  void route.load();
}

/**
 * A deep link would otherwise fetch its chunks one after another, each found only when the previous one
 * renders. Start them at boot instead: the area, then (once the area's part of the table is here) the page.
 */
export function warmRouteChunks(path: string): void {
  const area = areaOf(path);
  if (area === 'site') return warmPage(path, SITE_ROUTES);
  void loadServicesArea();
  void (area === 'auth' ? loadAuthArea() : loadConsoleArea()).then(({ warm }) => warm(path));
}
