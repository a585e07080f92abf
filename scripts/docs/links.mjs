// @ts-check
// Every link between the repository's Markdown pages leads somewhere: the file exists and, with a `#anchor`,
// the page has that anchor (an explicit `<a id>` or a heading's GitHub slug).
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slugOf = (/** @type {string} */ heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors a Markdown page offers. */
export function anchorsOf(/** @type {string} */ markdown) {
  const ids = [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] ?? '');
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slugOf(match[1] ?? ''));
  return new Set([...ids, ...headings]);
}

/**
 * The relative links of `page` (its text, read from `base`, the folder its links start from) that lead
 * nowhere, as `target` strings. Links to other sites are not followed.
 */
export function brokenLinks(/** @type {string} */ base, /** @type {string} */ text) {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return links
    .filter((link) => !/^[a-z]+:/.test(link))
    .filter((link) => {
      const [path = '', anchor] = link.split('#');
      const file = path === '' ? null : posix.normalize(posix.join(base, path));
      if (file !== null && !existsSync(file)) return true;
      if (anchor === undefined) return false;
      return file !== null && !anchorsOf(readFileSync(file, 'utf8')).has(anchor);
    });
}
