/**
 * A prerendered page's one stylesheet (docs/performance.md, "The public pages paint first"): the entry's rules
 * and those of the page's lazy parts, in the order the page used to link them, in one file. Every stylesheet
 * blocks the first paint, and on HTTP/1.1 each is a request of its own among the page's scripts: one file
 * paints after one round trip. Named by a hash of its text, as Vite names every asset, so it is cached for a
 * year like them, and pages with the same parts share it.
 */
import { createHash } from 'node:crypto';

/** A stylesheet link as Vite writes it in the built index.html (the entry's). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The hrefs of the shell's stylesheets (the entry's own), in order. */
export const shellStylesheets = (shell: string): string[] =>
  [...shell.matchAll(STYLESHEET_LINK)].flatMap((match) => match[1] ?? []);

export interface CombinedStylesheet {
  /** The file in the build, e.g. assets/page-1a2b3c4d.css. */
  file: string;
  text: string;
}

/**
 * One file with the rules of `files` (paths in the build), in their order, so the cascade is the one the page
 * had with a link each. Vite's stylesheets have no @import or @charset that would have to come first; a url()
 * inside stays right, as the file sits in the same folder (assets/) as theirs.
 */
export function combinedStylesheet(
  files: readonly string[],
  read: (file: string) => string,
): CombinedStylesheet {
  if (files.length === 0) throw new Error('a prerendered page with no stylesheet: the shell links none');
  const text = files.map((file) => `/* ${file} */\n${read(file).trim()}\n`).join('');
  if (/@import|@charset/.test(text))
    throw new Error(`a stylesheet of ${files.join(', ')} has an @import or @charset`);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { file: `assets/page-${hash}.css`, text };
}
