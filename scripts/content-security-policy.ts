import { THEME_SCRIPT_HASH } from './theme-script.ts';

/**
 * The Content-Security-Policy, written once: the build puts it in index.html as a meta tag
 * (vite-csp-plugin.ts) and in each prerendered page (scripts/prerender/page-html.ts), and the Node server sends
 * it as a header (server/http/plugins/security-headers.ts).
 *
 * `inlineStyles`: the hash sources (csp-hash.ts) of the inline stylesheets allowed: a prerendered page's own in
 * its meta tag, every page's of the build served in the server's header, none in the console's shell.
 */
export function cspDirectives(
  apiBase: string,
  inlineStyles: readonly string[] = [],
): Record<string, string[]> {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  // An API on another origin serves the profile photos (/api/uploads/…) as well as the calls.
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    'default-src': ["'self'"],
    // The theme's inline script by its hash (theme-script.ts), no other inline script: no 'unsafe-inline'.
    'script-src': ["'self'", THEME_SCRIPT_HASH],
    // A prerendered page's inline stylesheet by its hash (docs/performance.md, "The public pages paint first"); no
    // other inline style, no style attribute: no 'unsafe-inline'.
    'style-src': ["'self'", ...inlineStyles],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export const contentSecurityPolicy = (apiBase: string, inlineStyles: readonly string[] = []): string =>
  Object.entries(cspDirectives(apiBase, inlineStyles))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
