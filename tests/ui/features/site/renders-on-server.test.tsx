// @vitest-environment node
// The public pages will be prerendered to HTML at build time: each must render with no window, document or
// storage at all (this file runs in Node, where touching one throws), as React's server renderer would.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { indexedPages } from '../../../../src/ui/app/routes/route-table';
import { loadSiteFrame } from '../../../../src/ui/app/routes/frames';
import { BootContext, type Boot } from '../../../../src/ui/shared/boot-context';

/** The whole HTML once every lazy part has loaded, as a build-time prerender writes it. */
async function prerender(ui: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(ui);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const boot: Boot = {
  themeStore: {
    load: () => {
      throw new Error('a page read the saved theme while rendering');
    },
    save: () => undefined,
    apply: () => undefined,
  },
  loadServices: () => Promise.reject(new Error('no services on public pages')),
};

describe('every public page renders on a server', () => {
  it('has no browser to render in here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it.each(indexedPages().map((page) => [page.path, page.route] as const))(
    '%s renders its page, in its frame, without a browser',
    async (path, page) => {
      const { PublicLayout } = await loadSiteFrame();
      const { Page } = page;
      const html = await prerender(
        <BootContext.Provider value={boot}>
          <Router ssrPath={path}>
            {page.frame === 'site' ? (
              <PublicLayout>
                <Page params={{}} />
              </PublicLayout>
            ) : (
              <Page params={{}} />
            )}
          </Router>
        </BootContext.Provider>,
      );
      expect(html).toMatch(/<h1[ >]/);
      expect(html).not.toContain('renderToString');
    },
  );
});
