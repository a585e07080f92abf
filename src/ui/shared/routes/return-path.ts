/**
 * Where sign-in leads back to (a deep link opened signed out, or the page a session ended on). The path rides
 * in the login URL, so only a same-origin console path is ever followed: anything else (another origin,
 * `//host`, a backslash, control characters, an encoded escape out of /app) falls back to the dashboard.
 */
import { isConsolePath, PATHS } from './paths';

const RETURN_PARAM = 'next';
// Any base works: it only tells a relative path from one that names its own origin.
const ORIGIN = 'https://loyalloop.invalid';

/** The console path in `raw` (path, query and hash), or null when it is anything but one. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!raw || !raw.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  if (raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
    // An encoded slash or backslash is how a path smuggles `//host` past a check: no console path has one.
    if (/%(2f|5c)/i.test(url.pathname) || /^\/[\\/]/.test(decodeURIComponent(url.pathname))) return null;
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !isConsolePath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, saying where to go after sign-in when that is a console page. */
export function loginHref(returnTo?: string): string {
  const path = safeReturnPath(returnTo);
  return path ? `${PATHS.login}?${new URLSearchParams({ [RETURN_PARAM]: path })}` : PATHS.login;
}

/** Where a sign-in from the login page at this query string goes: the page asked for, or the dashboard. */
export const afterSignIn = (search: string): string =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? PATHS.dashboard;
