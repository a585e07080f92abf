// @vitest-environment node
// `npm run bench`, browser half: bundle sizes, paint and interaction timings against the floor page, and
// Lighthouse. Writes .bench/app.json; scripts/bench.mjs prints the table. Never part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { freePort, serveBuild, buildApp } from '../e2e/support/serve-build';
import { DEMO } from '../e2e/support/sign-in';
import { PUBLIC_PATHS } from '../perf/budgets';
import { buildFloor, buildHttpApp } from '../perf/builds';
import { routeJavaScript, signedInStorage } from '../perf/route-javascript';
import { runLighthouse } from './lighthouse';
import { interleaved, median } from './stats';

const ROUNDS = 10;
let browser: Browser;
const servers: PreviewServer[] = [];
const urls = { app: '', http: '', floor: '' };

async function serve(dir: string): Promise<string> {
  const server = await serveBuild(dir, await freePort());
  servers.push(server);
  return (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
}

beforeAll(async () => {
  await buildFloor('dist-bench/floor');
  await buildHttpApp('dist-bench/http');
  await buildApp('dist-bench/app');
  urls.floor = await serve('dist-bench/floor');
  urls.http = await serve('dist-bench/http');
  urls.app = await serve('dist-bench/app');
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=9333'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
});

async function firstContentfulPaint(url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  // The paint entry can land just after the heading shows: wait for it rather than read too early.
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return fcp;
}

async function signIn(page: Page, url: string, query = ''): Promise<void> {
  // The demo data size is read when the backend first starts, so the query goes on the login page.
  await page.goto(`${url}/auth/login${query}`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Digit 1 of 4').fill('1');
  await page.keyboard.type(DEMO.code.slice(1));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/dashboard/clients');
  await page.locator('tbody tr td').first().waitFor();
}

/** From a click on Home (coming from the points list) until the first client row shows. */
async function navigationToClients(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Points' }).first().click();
  await page.waitForURL('**/app/dashboard/points');
  await page.locator('tbody tr td').first().waitFor();
  const start = Date.now();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await page.waitForFunction(
    () =>
      /\/clients$/.test(location.pathname) &&
      document.querySelectorAll('tbody tr td a, tbody tr td button').length > 0,
  );
  return Date.now() - start;
}

/** True once the table shows real rows (not the loading placeholders) whose text differs from `previous`. */
const rowsChangedFrom = (previous: string) => {
  const table = document.querySelector('table');
  const body = table?.querySelector('tbody');
  return (
    table?.getAttribute('aria-busy') !== 'true' &&
    !body?.querySelector('[data-testid="placeholder-row"]') &&
    body?.textContent !== previous
  );
};

/** From the last keystroke until the new rows show, minus the 300 ms debounce. */
async function searchKeystroke(page: Page, term: string): Promise<number> {
  const search = page.getByRole('searchbox', { name: 'Search This Section' });
  await search.fill('');
  await page.waitForTimeout(400);
  await page.waitForFunction(() => document.querySelector('table')?.getAttribute('aria-busy') !== 'true');
  const before = (await page.locator('tbody').textContent()) ?? '';
  await search.pressSequentially(term);
  const typed = Date.now();
  await page.waitForFunction(rowsChangedFrom, before, { polling: 5 });
  return Date.now() - typed - 300;
}

it('measures the app against the floor', async () => {
  const floorJs = (await routeJavaScript(browser, urls.floor)).gzipBytes;
  const publicJs = await Promise.all(
    PUBLIC_PATHS.map(async (path) => (await routeJavaScript(browser, `${urls.app}${path}`)).gzipBytes),
  );
  const loginJs = (await routeJavaScript(browser, `${urls.app}/auth/login`)).gzipBytes;
  const clientsHttpJs = (
    await routeJavaScript(browser, `${urls.http}/app/dashboard/clients`, signedInStorage)
  ).gzipBytes;

  const fcp = await interleaved(ROUNDS, {
    floor: () => firstContentfulPaint(urls.floor),
    app: () => firstContentfulPaint(`${urls.app}/`),
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, urls.app);
  const navigations: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) navigations.push(await navigationToClients(page));
  await context.close();

  const big = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const bigPage = await big.newPage();
  await signIn(bigPage, urls.app, '?demoClients=10000');
  const searches: number[] = [];
  const terms = ['a', 'e', 'o', 'in', 'ma', 'li', 'an', 'er', 'ch', 'st'];
  for (const term of terms) searches.push(await searchKeystroke(bigPage, term));
  await big.close();

  const lighthouse = await runLighthouse(9333, [
    `${urls.app}/`,
    `${urls.app}/home-page-vendors`,
    `${urls.app}/auth/login`,
  ]);

  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/app.json',
    JSON.stringify(
      {
        floorJs,
        publicJsMax: Math.max(...publicJs),
        rootJs: publicJs[0],
        loginJs,
        clientsHttpJs,
        fcp,
        navigationMs: median(navigations),
        searchMs: median(searches),
        lighthouse,
      },
      null,
      2,
    ),
  );
}, 900_000);
