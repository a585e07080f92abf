import type { Area } from './route-types';

/**
 * Which area a path belongs to, before its area's part of the route table is loaded: sign-in and console
 * paths need the services (their own chunk); everything else is the public site, in the entry. A path of an
 * area that matches none of its routes still goes to /home-page, from within the area.
 */
export function areaOf(path: string): Area {
  // The first start's setup page has the sign-in pages' frame.
  if (/^\/auth(\/|$)/i.test(path) || /^\/setup$/i.test(path)) return 'auth';
  if (/^\/app(\/|$)/i.test(path)) return 'console';
  return 'site';
}
