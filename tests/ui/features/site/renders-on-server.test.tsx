// @vitest-environment node
// The public pages are prerendered to HTML at build time: each must render with no window, document or storage
// at all (this file runs in Node, where touching one throws), through the very entry the build uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPages, type RenderedPage } from '../../../../src/ui/app/prerender/render-page';
import { indexedPages } from '../../../../src/ui/app/routes/route-table';

describe('every public page renders on a server', () => {
  let pages: RenderedPage[] = [];
  beforeAll(async () => {
    pages = await renderPages();
  }, 30_000);

  it('has no browser to render in here, and renders every indexed page', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
    expect(pages.map((page) => page.path)).toEqual(indexedPages().map((page) => page.path));
  });

  it.each(indexedPages().map((page) => page.path))(
    '%s renders its page, in its frame, whole, with no inline script or style',
    (path) => {
      const page = pages.find((candidate) => candidate.path === path);
      expect(page?.html).toMatch(/<h1[ >]/);
      expect(page?.html).not.toMatch(/<script|<template|\sstyle="/);
      if (page?.route.frame === 'site') expect(page.html).toContain('class="pub-footer');
      // Each page names the lazy modules whose built CSS and chunks its HTML links.
      expect(page?.modules.some((source) => source.startsWith('src/ui/features/site/pages/'))).toBe(true);
    },
  );
});
