/**
 * A prerendered page's stylesheet, inline in its head (docs/performance.md, "The public pages paint first"): the
 * first paint needs no request after the HTML, where a linked stylesheet cost a round trip that blocked it. The
 * Content-Security-Policy allows the block by the hash of its text (csp-hash.ts): the page's meta tag names its
 * own, and the Node server's header names those of every page of the build it serves, read back from the pages
 * here so that header and pages can never disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Source } from '../csp-hash.ts';
import { pageFile, prerenderedPaths } from './page-files.ts';

export interface InlineStyle {
  /** The `<style>` element, exactly as written in the page. */
  tag: string;
  /** Its CSP source, `'sha256-…'`. */
  source: string;
}

const STYLE = /<style>([\s\S]*?)<\/style>/g;

export function inlineStyle(text: string): InlineStyle {
  // The text would end the element early.
  if (/<\/style/i.test(text)) throw new Error('a stylesheet to inline holds "</style"');
  // A relative url() meant the stylesheet's folder (assets/); inline it would resolve against the page's path.
  if (/url\(\s*(?!['"]?(?:data:|https?:|\/|#))/.test(text))
    throw new Error('a stylesheet to inline has a relative url()');
  return { tag: `<style>${text}</style>`, source: sha256Source(text) };
}

/** The CSP sources of the inline stylesheets in the heads of a build's prerendered pages, each once. */
export function inlineStyleSources(buildDir: string): string[] {
  const sources = prerenderedPaths(buildDir).flatMap((path) => {
    const html = readFileSync(join(buildDir, pageFile(path)), 'utf8');
    const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
    return [...head.matchAll(STYLE)].map((match) => sha256Source(match[1] ?? ''));
  });
  return [...new Set(sources)].sort();
}
