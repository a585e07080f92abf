import type { Plugin } from 'vite';
import { THEME_SCRIPT } from './theme-script.ts';

/**
 * Puts the theme's script (theme-script.ts) inline at the top of the head of index.html, so every HTML file
 * built from it (the shell, the console's shell, each prerendered page) applies the saved theme with no request
 * of its own. First in the head: an inline script after a stylesheet would wait for that stylesheet.
 */
export function themePlugin(): Plugin {
  return {
    name: 'loyalloop-theme',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
    },
  };
}
