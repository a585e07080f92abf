/**
 * A prerendered page's one stylesheet (docs/performance.md, "The public pages paint first"): the entry's rules
 * and those of the page's lazy parts, in the order the page used to link them, as one text, which the page
 * holds inline (inline-style.ts). Every linked stylesheet blocks the first paint, and on HTTP/1.1 each was a
 * request of its own among the page's scripts; inline, the first paint waits for none.
 */

/** A stylesheet link as Vite writes it in the built index.html (the entry's). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The hrefs of the shell's stylesheets (the entry's own), in order. */
export const shellStylesheets = (shell: string): string[] =>
  [...shell.matchAll(STYLESHEET_LINK)].flatMap((match) => match[1] ?? []);

/**
 * The rules of `files` (paths in the build), in their order, so the cascade is the one the page had with a link
 * each. Vite's stylesheets have no @import or @charset that would have to come first.
 */
export function combinedStylesheet(files: readonly string[], read: (file: string) => string): string {
  if (files.length === 0) throw new Error('a prerendered page with no stylesheet: the shell links none');
  const text = files.map((file) => `/* ${file} */\n${read(file).trim()}\n`).join('');
  if (/@import|@charset/.test(text))
    throw new Error(`a stylesheet of ${files.join(', ')} has an @import or @charset`);
  return text;
}
