// @vitest-environment node
// A prerendered page's stylesheet inline in its head, allowed by its hash: the page's meta tag names its own,
// the server's header those of every page of the build (read back from the pages).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyle, inlineStyleSources } from '../../../scripts/prerender/inline-style';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('an inline page stylesheet', () => {
  it('is one <style> element of the exact text, allowed by the sha256 of that text', () => {
    const text = ':root{--bg:#fff}\n.faq{color:red}\n';
    expect(inlineStyle(text)).toEqual({ tag: `<style>${text}</style>`, source: hashOf(text) });
  });

  it('stops the build on text that would end the element early or a url() that would resolve elsewhere', () => {
    expect(() => inlineStyle('a::after{content:"</style>"}')).toThrow(/<\/style/);
    expect(() => inlineStyle('.a{background:url(hero.png)}')).toThrow(/relative url/);
    expect(() => inlineStyle(".a{background:url('../images/x.svg')}")).toThrow(/relative url/);
    for (const fine of ['url(/images/x.svg)', 'url("data:image/svg+xml,x")', 'url(https://x.example/a.png)'])
      expect(inlineStyle(`.a{background:${fine}}`).tag).toContain(fine);
  });

  it('is allowed, for the server’s header, by the hash of each page’s head stylesheet in the build, each once', () => {
    const folder = mkdtempSync(join(tmpdir(), 'loyalloop-inline-styles-'));
    mkdirSync(join(folder, 'pages'));
    const page = (style: string) =>
      `<html><head><style>${style}</style></head><body><style>.not-head{}</style></body></html>`;
    writeFileSync(join(folder, 'pages', 'index.html'), page('.welcome{}'));
    writeFileSync(join(folder, 'pages', 'faq.html'), page('.faq{}'));
    writeFileSync(join(folder, 'pages', 'about-page.html'), page('.faq{}'));
    expect(inlineStyleSources(folder)).toEqual([hashOf('.welcome{}'), hashOf('.faq{}')].sort());
    expect(inlineStyleSources(mkdtempSync(join(tmpdir(), 'loyalloop-no-pages-')))).toEqual([]);
  });
});
