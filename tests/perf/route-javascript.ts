import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface RouteJavaScript {
  files: string[];
  /** Sum of the gzip sizes of every script the page downloaded. */
  gzipBytes: number;
}

export interface RouteOptions {
  /** Runs on a same-origin page before the route is opened (storage, stubbed answers). */
  prepare?(page: Page): Promise<void>;
  /** Runs on the loaded route before the context closes (what the page shows). */
  check?(page: Page): Promise<void>;
}

/**
 * Opens a route in a fresh context and sums the JavaScript it downloads until the network is idle:
 * what a visitor really pays, whatever the chunk graph looks like.
 */
export async function routeJavaScript(
  browser: Browser,
  url: string,
  options: RouteOptions = {},
): Promise<RouteJavaScript> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        sizes.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  if (options.prepare) {
    await page.goto(new URL('/favicon.svg', url).href);
    await options.prepare(page);
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await options.check?.(page);
  await context.close();
  return { files: [...sizes.keys()].sort(), gzipBytes: [...sizes.values()].reduce((a, b) => a + b, 0) };
}

/** A token the route guards accept (exp one hour ahead), so the console renders without a backend. */
export function signedInStorage(page: Page): Promise<void> {
  return page.evaluate(() => {
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(
      'admin-token',
      `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'a1', exp })}.sig`,
    );
    localStorage.setItem('admin', 'a1');
    localStorage.setItem('admin-refresh-token', 'r');
  });
}
