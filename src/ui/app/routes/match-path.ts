import type { Params } from './route-types';

/**
 * Matches a path against a pattern of literal segments, `:name` parameters and a trailing `*` (any rest,
 * even none); literals compare case-insensitively and a trailing slash is ignored, as wouter's own parser does.
 * The static servers pick a console route's shell with it too (scripts/prerender/page-files.ts), so a path
 * gets the shell of the route the app will show.
 */
export function matchPath(pattern: string, path: string): Params | null {
  const segments = (text: string): string[] => (text.length > 1 ? text.replace(/\/$/, '') : text).split('/');
  const want = segments(pattern);
  const got = segments(path);
  const rest = want.at(-1) === '*';
  const fixed = rest ? want.slice(0, -1) : want;
  if (rest ? got.length < fixed.length : got.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const value = got[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}
