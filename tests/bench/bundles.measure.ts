// Bench part "bundles": the gzip JavaScript each route downloads until the network is idle, against the floor
// page, in the same run. (The same budgets fail `npm test` in tests/e2e/bundle-budgets.e2e.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { BUDGETS, PUBLIC_PATHS } from '../perf/budgets';
import { clientsHttpJavaScript } from '../perf/clients-http';
import { routeJavaScript } from '../perf/route-javascript';
import { launchChromium, served, type Served } from './support/builds';
import { openPart, refuseUnless } from './support/part';
import { FLOOR, floorTimesAtMost } from './support/targets';

const UNTIL_IDLE = 'gzip JavaScript downloaded until the network is idle';
const part = openPart('bundles', [
  {
    id: 'js.floor',
    label: `the floor: a bare React 19 page (bench/floor), ${UNTIL_IDLE}`,
    unit: 'kB',
    target: FLOOR,
  },
  {
    id: 'js.root',
    label: `\`/\` of the demo build, ${UNTIL_IDLE}`,
    unit: 'kB',
    target: floorTimesAtMost(BUDGETS.publicPage),
  },
  {
    id: 'js.public-max',
    label: `the heaviest of the ${PUBLIC_PATHS.length} public pages, ${UNTIL_IDLE}`,
    unit: 'kB',
    target: floorTimesAtMost(BUDGETS.publicPage),
  },
  {
    id: 'js.login',
    label: `\`/auth/login\`, ${UNTIL_IDLE}`,
    unit: 'kB',
    target: floorTimesAtMost(BUDGETS.login),
  },
  {
    id: 'js.clients-http',
    label: `the clients list of the http build showing its rows (its two arrival calls answered by a stub), ${UNTIL_IDLE}`,
    unit: 'kB',
    target: floorTimesAtMost(BUDGETS.clientsHttp),
  },
]);

let browser: Browser;
const builds: Served[] = [];
const urls = { floor: '', app: '', http: '' };

beforeAll(async () => {
  for (const name of ['floor', 'app', 'http'] as const) {
    const build = await served(name);
    builds.push(build);
    urls[name] = build.url;
  }
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(builds.map((build) => build.close()));
});

const kB = (bytes: number) => bytes / 1024;

/** The page's own heading showed, not the error boundary's: otherwise its JavaScript is not the page's. */
async function headingOf(page: Page): Promise<string> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ timeout: 10_000 }).catch(() => undefined);
  return (await heading.textContent().catch(() => null))?.trim() ?? '';
}

async function pageJavaScript(url: string): Promise<number> {
  let heading = '';
  const js = await routeJavaScript(browser, url, {
    check: async (page) => void (heading = await headingOf(page)),
  });
  refuseUnless(heading !== '', `${url} showed no heading`);
  refuseUnless(!/Something went wrong/.test(heading), `${url} showed its error page`);
  return js.gzipBytes;
}

it('measures JavaScript per route against the floor', async () => {
  const floor = await part.measure('js.floor', async () => ({ value: kB(await pageJavaScript(urls.floor)) }));
  const floorKb = floor && !Array.isArray(floor.value) ? floor.value : undefined;
  // Without the floor no ratio can be taken: the other rows would be figures without their measure.
  if (floorKb === undefined) {
    for (const id of ['js.root', 'js.public-max', 'js.login', 'js.clients-http'])
      part.refuse(id, 'the floor was not measured, so no ratio can be taken');
    part.finish();
    return;
  }
  await part.measure('js.root', async () => ({
    value: kB(await pageJavaScript(`${urls.app}/`)),
    floor: floorKb,
  }));
  await part.measure('js.public-max', async () => {
    const sizes = [];
    for (const path of PUBLIC_PATHS) sizes.push({ path, bytes: await pageJavaScript(`${urls.app}${path}`) });
    const heaviest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return { value: kB(heaviest.bytes), floor: floorKb, detail: `\`${heaviest.path}\`` };
  });
  await part.measure('js.login', async () => ({
    value: kB(await pageJavaScript(`${urls.app}/auth/login`)),
    floor: floorKb,
  }));
  await part.measure('js.clients-http', async () => {
    const js = await clientsHttpJavaScript(browser, urls.http);
    refuseUnless(js.showsRows, 'the clients list showed its error state, not rows');
    return { value: kB(js.gzipBytes), floor: floorKb };
  });
  part.finish();
}, 900_000);
