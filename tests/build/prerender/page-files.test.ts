// @vitest-environment node
// Which file a request path is served from: the page's own prerendered file, or null for the shell's fallback.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile, prerenderedFile, prerenderedPaths } from '../../../scripts/prerender/page-files';

function build(): string {
  const folder = mkdtempSync(join(tmpdir(), 'loyalloop-pages-'));
  mkdirSync(join(folder, 'pages'));
  for (const name of ['index', 'faq', 'home-page'])
    writeFileSync(join(folder, 'pages', `${name}.html`), name);
  return folder;
}

describe('prerendered page files', () => {
  const folder = build();

  it('names a page’s file from its path', () => {
    expect(['/', '/faq', '/home-page-vendors'].map(pageFile)).toEqual([
      'pages/index.html',
      'pages/faq.html',
      'pages/home-page-vendors.html',
    ]);
    expect(() => pageFile('/app/dashboard')).toThrow(/not a public page/);
  });

  it('serves a page’s exact path, with or without a query, from its file', () => {
    expect(prerenderedFile(folder, '/')).toBe('pages/index.html');
    expect(prerenderedFile(folder, '/faq?q=points')).toBe('pages/faq.html');
    expect(prerenderedFile(folder, '/home-page')).toBe('pages/home-page.html');
  });

  it.each(['/get-help', '/faq/', '/FAQ', '/../faq', '/pages/faq', '/%2e%2e/faq', '/auth/login', ''])(
    'leaves %s to the shell',
    (path) => {
      expect(prerenderedFile(folder, path)).toBeNull();
    },
  );

  it('lists the paths a build has files for', () => {
    expect(prerenderedPaths(folder).sort()).toEqual(['/', '/faq', '/home-page']);
    expect(prerenderedPaths(join(folder, 'nowhere'))).toEqual([]);
  });
});
