/**
 * The theme's script, inline in the head of every HTML file the build writes (vite-theme-plugin.ts), and its
 * hash, the one inline script the Content-Security-Policy allows (content-security-policy.ts): the build's meta
 * tag and the Node server's header both name it, from this one text.
 *
 * It applies the saved theme before first paint, so a dark page never flashes light, and marks the root `js`:
 * without JavaScript a prerendered page shows every FAQ answer and carousel slide (see their stylesheets).
 * It used to be an external file: a parser-blocking script in the head, whose round trip held back every other
 * request of the page and so its first paint (docs/performance.md, "The public pages paint first").
 *
 * Plain ES5 in a string, not a function's source: the hash must match the bytes in the HTML exactly, whichever
 * tool (Vite, tsx, Vitest) loaded this module. It reads what the theme store saves, as the store does
 * (src/adapters/browser/local-theme-store.ts), with the same key and default.
 */
import { DEFAULT_THEME, THEME_KEY } from '../src/application/ports/theme-store.ts';
import { sha256Source } from './csp-hash.ts';

const key = JSON.stringify(THEME_KEY);
const fallback = JSON.stringify(DEFAULT_THEME);
export const THEME_SCRIPT =
  `(function(){var t=${fallback};try{var s=localStorage.getItem(${key});if(s==='light'||s==='dark')t=s}catch(e){}` +
  "var r=document.documentElement;r.classList.add(t,'js');r.style.colorScheme=t})();";

/** The CSP source that allows exactly this script, e.g. `'sha256-…'`. */
export const THEME_SCRIPT_HASH = sha256Source(THEME_SCRIPT);
