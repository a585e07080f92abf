import { THEME_SCRIPT_HASH } from './theme-script.ts';

/**
 * The Content-Security-Policy, written once: the build puts it in index.html as a meta tag
 * (vite-csp-plugin.ts) and the Node server sends it as a header (server/http/plugins/security-headers.ts).
 */
export function cspDirectives(apiBase: string): Record<string, string[]> {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  // An API on another origin serves the profile photos (/api/uploads/…) as well as the calls.
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    'default-src': ["'self'"],
    // The theme's inline script by its hash (theme-script.ts), no other inline script: no 'unsafe-inline'.
    'script-src': ["'self'", THEME_SCRIPT_HASH],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export const contentSecurityPolicy = (apiBase: string): string =>
  Object.entries(cspDirectives(apiBase))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
