import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './content-security-policy.ts';

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
