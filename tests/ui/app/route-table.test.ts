// The one route table: every path of SPEC §2 resolves to its page, redirect or frame from here alone.
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../src/ui/app/routes/find-route';
import { indexedPages, sidebarRoutes } from '../../../src/ui/app/routes/route-table';
import { needsServices } from '../../../src/ui/app/routes/warm-up';

const shown = (path: string) => {
  const { route, params } = findRoute(path);
  return route.kind === 'redirect'
    ? { redirect: route.to }
    : { area: route.area, frame: route.frame, guard: route.guard, params };
};

describe('the route table', () => {
  it.each([
    ['/', { area: 'site', frame: 'bare', guard: 'none', params: {} }],
    ['/home-page', { area: 'site', frame: 'bare', guard: 'none', params: {} }],
    ['/faq', { area: 'site', frame: 'site', guard: 'none', params: {} }],
    ['/connect-company', { area: 'site', frame: 'site', guard: 'none', params: {} }],
    ['/auth/login', { area: 'auth', frame: 'auth', guard: 'signed-out', params: {} }],
    ['/auth/register', { area: 'auth', frame: 'auth', guard: 'signed-out', params: {} }],
    ['/auth/reset-password', { area: 'auth', frame: 'auth', guard: 'none', params: {} }],
    ['/app/dashboard/clients', { area: 'console', frame: 'console', guard: 'signed-in', params: {} }],
    [
      '/app/dashboard/clients/LL100010',
      { area: 'console', frame: 'console', guard: 'signed-in', params: { clientId: 'LL100010' } },
    ],
    [
      '/app/dashboard/points/TX-9/',
      { area: 'console', frame: 'console', guard: 'signed-in', params: { transactionId: 'TX-9' } },
    ],
    ['/app/profile', { area: 'console', frame: 'console', guard: 'signed-in', params: {} }],
  ])('%s is a page: %o', (path, expected) => {
    expect(shown(path)).toEqual(expected);
  });

  it.each([
    ['/signup', '/auth/register'],
    ['/app/dashboard', '/app/dashboard/clients'],
    ['/app/dashboard/anything', '/app/dashboard'],
    ['/app/dashboard/clients/LL1/more', '/app/dashboard'],
    ['/auth', '/home-page'],
    ['/auth/unknown', '/home-page'],
    ['/app', '/home-page'],
    ['/app/foo', '/home-page'],
    ['/no/such/page', '/home-page'],
  ])('%s redirects to %s (SPEC §2)', (path, to) => {
    expect(shown(path)).toEqual({ redirect: to });
  });

  it('lists the public pages a prerender writes, each with a title, a description and its loader', async () => {
    const pages = indexedPages();
    expect(pages.flatMap((page) => page.paths)).toEqual([
      '/',
      '/home-page',
      '/home-page-clients',
      '/home-page-vendors',
      '/how-it-works',
      '/works-for-vendors',
      '/get-help',
      '/about-page',
      '/coming-soon',
      '/faq',
      '/terms-of-use',
      '/privacy-policy',
      '/refund-policy',
    ]);
    for (const page of pages) {
      expect(page.title, page.paths[0]).toMatch(/\S/);
      expect(page.description, page.paths[0]).toMatch(/\S/);
      const module = (await page.load()) as { default?: unknown };
      expect(typeof module.default, page.paths[0]).toBe('function');
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });

  it('gives the sidebar Home, Points and Broadcasts, in that order', () => {
    expect(sidebarRoutes().map((route) => [route.section, route.paths[0]])).toEqual([
      ['Home', '/app/dashboard/clients'],
      ['Points', '/app/dashboard/points'],
      ['Broadcasts', '/app/dashboard/broadcasts'],
    ]);
  });

  it('boots the services only for sign-in and console paths', () => {
    expect(['/', '/faq', '/signup', '/app', '/auth'].map(needsServices)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['/auth/login', '/app/dashboard', '/app/dashboard/x', '/app/profile'].map(needsServices)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
