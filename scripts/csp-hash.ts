/**
 * The Content-Security-Policy source that allows exactly one inline element's text, e.g. `'sha256-…'`: the
 * browser hashes the element's text as it stands in the HTML, so the build hashes the same bytes it writes.
 * Used for the theme's inline script and each prerendered page's inline stylesheet.
 */
import { createHash } from 'node:crypto';

export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
