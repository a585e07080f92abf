// The one route table: every path of docs/product.md §2 resolves to its page, redirect or frame from here alone.
import { describe, expect, it } from 'vitest';
import { SIDEBAR_ENTRIES } from '../../../src/ui/app/console-shell/sections';
import { areaOf } from '../../../src/ui/app/routes/areas';
import { findRoute } from '../../../src/ui/app/routes/find-route';
import { indexedPages, ROUTES } from '../../../src/ui/app/routes/route-table';
import { APP_PATTERNS, isAppPath } from '../../../src/ui/app/routes/route-patterns';
import { FALLBACK } from '../../../src/ui/app/routes/site-routes';
import { needsServices } from '../../../src/ui/app/routes/warm-up';

const shown = (path: string) => {
  const { route, params } = findRoute(path, ROUTES, FALLBACK);
  return route.kind === 'redirect'
    ? { redirect: route.to }
    : { area: route.area, frame: route.frame, guard: route.guard, params };
};

describe('the route table', () => {
  it('takes its patterns from the pure list the server reads, each once, the catch-all aside', () => {
    const inTable = ROUTES.flatMap((route) => route.paths).filter((pattern) => pattern !== '*');
    expect([...inTable].sort()).toEqual([...APP_PATTERNS].sort());
  });

  it.each([
    ['/auth/login', true],
    ['/app/dashboard/clients/LL100001?tab=notes', true],
    ['/app/dashboard/anything/else', true],
    ['/header', true],
    ['/no-such-page', false],
    ['/auth/nope', false],
    ['/app', false],
    ['/app/profile/nope', false],
  ])('says whether %s is an app path (%s)', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });

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
    ['/app/dashboard', '/app/dashboard/overview'], // a decided departure: docs/architecture.md, "The Overview"
    ['/app/dashboard/anything', '/app/dashboard'],
    ['/app/dashboard/clients/LL1/more', '/app/dashboard'],
    ['/auth', '/home-page'],
    ['/auth/unknown', '/home-page'],
    ['/app', '/home-page'],
    ['/app/foo', '/home-page'],
    ['/no/such/page', '/home-page'],
  ])('%s redirects to %s (docs/product.md §2)', (path, to) => {
    expect(shown(path)).toEqual({ redirect: to });
  });

  it('puts every route in the area its path says, so each area’s part of the table holds its own routes', () => {
    for (const route of ROUTES.filter((candidate) => candidate !== FALLBACK))
      for (const path of route.paths) expect(areaOf(path), path).toBe(route.area);
  });

  it('lists the public pages a prerender writes, each with a title, a description and its loader', async () => {
    const pages = indexedPages();
    expect(pages.map((page) => page.path)).toEqual([
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
      expect(page.title, page.path).toMatch(/\S/);
      expect(page.description, page.path).toMatch(/\S/);
      const module = (await page.route.load()) as { default?: unknown };
      expect(typeof module.default, page.path).toBe('function');
    }
    const titleOfEachPage = new Map(pages.map((page) => [page.route, page.title]));
    expect(new Set(titleOfEachPage.values()).size).toBe(titleOfEachPage.size);
  });

  it('gives the sidebar Overview, Home, Points, Broadcasts, Activity, Team and Settings (the last two Super Admins only), in that order', () => {
    expect(SIDEBAR_ENTRIES).toEqual([
      { title: 'Overview', href: '/app/dashboard/overview' },
      { title: 'Home', href: '/app/dashboard/clients' },
      { title: 'Points', href: '/app/dashboard/points' },
      { title: 'Broadcasts', href: '/app/dashboard/broadcasts' },
      { title: 'Activity', href: '/app/dashboard/activity' },
      { title: 'Team', href: '/app/dashboard/team', role: 'Super Admin' },
      { title: 'Settings', href: '/app/dashboard/settings', role: 'Super Admin' },
    ]);
  });

  it('boots the services only for sign-in and console paths', () => {
    expect(['/', '/faq', '/signup', '/home-page'].map(needsServices)).toEqual([false, false, false, false]);
    expect(['/auth/login', '/app/dashboard', '/app/dashboard/x', '/app/profile'].map(needsServices)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
