import { findRoute } from './find-route';
import { loadAuthArea, loadConsoleArea, loadServicesArea, loadSiteFrame } from './frames';

/** Whether the page at this path needs the services (sign-in and console pages, and their redirects). */
export const needsServices = (path: string): boolean => findRoute(path).route.area !== 'site';

/**
 * A deep link would otherwise fetch its chunks one after another, each found only when the previous one
 * renders. Start them together at boot instead: the frames around the page and the page itself.
 */
export function warmRouteChunks(path: string): void {
  const { route } = findRoute(path);
  if (route.area !== 'site') {
    void loadServicesArea();
    void (route.area === 'auth' ? loadAuthArea() : loadConsoleArea());
  }
  if (route.kind !== 'page') return;
  if (route.frame === 'site') void loadSiteFrame();
  void route.load();
}
