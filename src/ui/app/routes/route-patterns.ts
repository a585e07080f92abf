/**
 * Every path pattern of the route table, in modules free of React and of the pages: the route table takes each
 * entry's patterns from its area's file (so a public page's entry carries only the site's), and the Node server
 * reads them all here to tell an app path (the shell, 200) from an unknown one (the shell, 404). One list, so
 * the server's answer cannot drift from what the router shows.
 */
import { AUTH_PATTERNS } from './auth-patterns';
import { CONSOLE_PATTERNS } from './console-patterns';
import { matchPath } from './match-path';
import { SITE_PATTERNS } from './site-patterns';

/** Every pattern the route table matches, the catch-all to /home-page aside. */
export const APP_PATTERNS: readonly string[] = [SITE_PATTERNS, AUTH_PATTERNS, CONSOLE_PATTERNS].flatMap(
  (area) => Object.values(area).flat(),
);

/** Whether the route table has a route of its own for `path` (a query string is ignored). */
export const isAppPath = (path: string): boolean => {
  const bare = path.split('?')[0] ?? '';
  return APP_PATTERNS.some((pattern) => matchPath(pattern, bare) !== null);
};
