import type { Plugin } from 'vite';

/** The Content-Security-Policy the production build ships (SPEC-free; see README "Security headers"). */
export function contentSecurityPolicy(apiBase: string): string {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Puts the policy in the built index.html as a meta tag, so any static host enforces it. Only for builds:
 * the dev server needs an inline script for hot reload.
 */
export function cspPlugin(apiBase: string): Plugin {
  return {
    name: 'loyalloop-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBase) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
