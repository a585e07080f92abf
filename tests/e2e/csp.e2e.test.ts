// The policy (docs/product.md §10.13): the production build carries a strict Content-Security-Policy, and no route — public, auth
// or signed-in console, detail pages included — logs a console error (CSP violations are console errors) or
// throws a page error.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { signIn } from './support/sign-in';
import { serverGet } from './support/faults';
import { httpConsolePerFile } from './support/http-sign-in';
import { PUBLIC_PATHS } from '../perf/budgets';

/** The public pages the bundle budgets measure, and the other public paths: sign-up, the layout parts, a missing page. */
const PUBLIC = [
  ...PUBLIC_PATHS,
  '/signup',
  '/header',
  '/mobile-header',
  '/laptop-footer',
  '/mobile-footer',
  '/no-such-page',
];
const AUTH = ['/auth/login', '/auth/register', '/auth/reset-password'];
const CONSOLE = [
  '/app/dashboard',
  '/app/dashboard/overview?period=year',
  '/app/dashboard/clients',
  '/app/dashboard/points',
  '/app/dashboard/broadcasts',
  '/app/profile',
  '/app/dashboard/no-such-section',
];

/** The public pages a build prerenders (the others of PUBLIC_PATHS are the console's shell). */
const PRERENDERED = PUBLIC_PATHS.filter((path) => path !== '/connect-company');

/** The sha256 source of each inline stylesheet in the page's head, and the style-src of its meta tag. */
const inlineStyles = (page: Page) =>
  page.evaluate(() => ({
    texts: [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? ''),
    meta: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
  }));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const styleSrc = (policy: string) => /(?:^|;)\s*style-src ([^;]*)/.exec(policy)?.[1]?.split(' ');

/** The http build on the real server, which sends the policy as a header too (both must allow what runs). */
const http = httpConsolePerFile();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Lets the route render (its lazy chunk loaded, its heading shown) before moving on. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator('h1, h2').first().waitFor();
}

/**
 * Every error is attributed to the route on screen when it arrived; a late one from the previous route is still
 * caught (under the next name), and the last route gets a quiet network before its errors are read.
 */
async function visitAll(opened: OpenedPage, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  let current = '';
  const collect = () => found.push(...opened.errors.splice(0).map((error) => `${current}: ${error}`));
  for (const path of paths) {
    collect();
    current = path;
    await opened.page.goto(path);
    await settle(opened.page);
  }
  await opened.page.waitForLoadState('networkidle');
  collect();
  return found;
}

describe('content security policy', () => {
  it('ships scripts from its own origin only, and one inline script, the theme’s, allowed by its hash', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).toMatch(/connect-src 'self'/);
      expect(policy).toMatch(/img-src[^;]*data:[^;]*blob:|img-src[^;]*blob:[^;]*data:/);
      const inline = await page.locator('script:not([src])').allTextContents();
      expect(inline).toHaveLength(1);
      const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(/script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ')).toEqual(["'self'", ...hashes]);
      // It ran: the theme's classes are on the root before the app's code could set them.
      expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('allows each prerendered page’s one inline stylesheet by its hash, no other inline style', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      for (const path of PRERENDERED) {
        await page.goto(path);
        const { texts, meta } = await inlineStyles(page);
        expect(texts, path).toHaveLength(1);
        expect(styleSrc(meta), path).toEqual(["'self'", sha256(texts[0] ?? '')]);
        // It applied: the page's frame is laid out by its rules (no user-agent block of plain markup).
        expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
      }
      // The console's shell has none, and allows none.
      await page.goto('/auth/login');
      expect(await inlineStyles(page)).toEqual({
        texts: [],
        meta: expect.stringContaining("style-src 'self';"),
      });
    } finally {
      await context.close();
    }
  });

  it('served by the Node server, whose header allows every page’s inline stylesheet, no public page reports a violation', async () => {
    const opened = await http.open('/');
    try {
      const answer = await opened.page.request.get(`${http.server.origin}/faq`);
      const header = answer.headers()['content-security-policy'] ?? '';
      const sources = styleSrc(header) ?? [];
      for (const path of PRERENDERED) {
        await opened.page.goto(path);
        await settle(opened.page);
        const { texts } = await inlineStyles(opened.page);
        expect(texts, path).toHaveLength(1);
        expect(sources, path).toContain(sha256(texts[0] ?? ''));
        expect(await opened.page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
      }
      await opened.page.waitForLoadState('networkidle');
      expect(sources[0]).toBe("'self'");
      expect(sources.join(' ')).not.toMatch(/unsafe-inline/);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  }, 120_000);

  it('public and auth routes log no console or page error', async () => {
    const opened = await openPage(browser, '/');
    try {
      expect(await visitAll(opened, [...PUBLIC, ...AUTH])).toEqual([]);
    } finally {
      await opened.context.close();
    }
  }, 120_000);

  it('every console route, with a detail page of each kind, logs no console or page error', async () => {
    const opened = await openPage(browser, '/auth/login');
    try {
      await signIn(opened.page);
      const { page } = opened;
      const clients = await serverGet<{ data: { users: { userId: string }[] } }>(
        page,
        'retrieve/admin/view-clients',
      );
      const points = await serverGet<{ transactions: { transactionId: string }[] }>(
        page,
        'admin/points-transactions',
      );
      const casts = await serverGet<{ broadcasts: { broadcastId: string }[] }>(page, 'admin/broadcasts');
      const details = [
        `/app/dashboard/clients/${clients.data.users[0]?.userId ?? ''}`,
        `/app/dashboard/points/${points.transactions[0]?.transactionId ?? ''}`,
        `/app/dashboard/broadcasts/${casts.broadcasts[0]?.broadcastId ?? ''}`,
      ];
      expect(await visitAll(opened, [...CONSOLE, ...details])).toEqual([]);
      // Each detail really rendered its record, not an error state.
      for (const path of details) {
        await page.goto(path);
        await page.getByRole('heading', { level: 2, name: /ID : / }).waitFor();
        await page.locator('main table').first().waitFor();
      }
    } finally {
      await opened.context.close();
    }
  }, 120_000);
});
