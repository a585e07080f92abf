// Bench part "fake-backend": the demo's in-browser backend in Chromium (bench/fake-backend), through the app's
// own HTTP client: its start-up with the default data, and the list call the Clients page makes on arrival.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { MAX_DEMO_CLIENTS } from '../../src/adapters/demo-loader';
import { DEFAULT_SIZE } from '../../src/backend/seed/size';
import { launchChromium, served, type Served } from './support/builds';
import { openPart, refuseUnless } from './support/part';
import { median } from './support/stats';
import { atMost } from './support/targets';

const RUNS = 15;
const part = openPart('fake-backend', [
  {
    id: 'fb.startup',
    label: `fake backend start-up with the default demo data (${DEFAULT_SIZE.clients} clients) on empty storage: startDemoServer() until it returns, seed built, Chromium, median of ${RUNS}`,
    unit: 'ms',
    target: atMost(150, 'ms'),
  },
  {
    id: 'fb.list-10k',
    label: `the Clients page's call on arrival at ${MAX_DEMO_CLIENTS.toLocaleString('en-US')} clients: the unfiltered list through the app's HTTP client (fetch, fake backend, JSON, superstruct decoding), Chromium, median of ${RUNS}`,
    unit: 'ms',
    target: atMost(20, 'ms'),
  },
]);

let browser: Browser;
let harness: Served;
let page: Page;

beforeAll(async () => {
  harness = await served('fake-backend');
  browser = await launchChromium();
  page = await browser.newPage();
  await page.goto(`${harness.url}/`);
  await page.waitForFunction(() => globalThis.__fakeBackendBench !== undefined);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

it('measures the fake backend start-up and the clients list call', async () => {
  await part.measure('fb.startup', async () => {
    const ms = await page.evaluate((runs) => globalThis.__fakeBackendBench?.startUps(runs) ?? [], RUNS);
    refuseUnless(ms.length === RUNS, 'the harness did not start the fake backend');
    return { value: median(ms) };
  });
  await part.measure('fb.list-10k', async () => {
    const { ms, rows } = await page.evaluate(
      ([search, runs]) => globalThis.__fakeBackendBench?.listCalls(search, runs) ?? { ms: [], rows: [] },
      [`?demoClients=${MAX_DEMO_CLIENTS}`, RUNS] as const,
    );
    const wrong = rows.filter((count) => count !== MAX_DEMO_CLIENTS);
    refuseUnless(ms.length === RUNS, 'the harness made no list call');
    refuseUnless(wrong.length === 0, `a list came back with ${wrong[0]} clients, not ${MAX_DEMO_CLIENTS}`);
    return { value: median(ms) };
  });
  part.finish();
}, 600_000);
