import { warmPublicPage } from './SiteArea';

/** The lazily loaded areas: one loader each, shared by the routes that render them and the boot that warms them. */
export const loadServicesArea = () => import('../ServicesArea');
export const loadAuthRoutes = () => import('./AuthArea');
export const loadConsoleRoutes = () => import('./ConsoleArea');

/**
 * A deep link would otherwise fetch its chunks one after another, each found only when the previous one
 * renders. Start them together at boot instead.
 */
export function warmRouteChunks(pathname: string): void {
  const area = /^\/(auth|app)(\/|$)/.exec(pathname)?.[1];
  if (!area) return warmPublicPage(pathname);
  void loadServicesArea();
  void (area === 'auth' ? loadAuthRoutes() : loadConsoleRoutes());
}
