// Bench part "fake-backend": the demo's in-browser backend in Chromium (bench/fake-backend), through the app's
// own HTTP client: its start-up with the default data, and the call the Clients page makes on arrival (its first
// page in its default order, with the total).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { MAX_DEMO_CLIENTS } from '../../src/adapters/demo-loader';
import { DEFAULT_SIZE } from '../../src/backend/seed/size';
import { PAGE_SIZE } from '../../src/domain/constants';
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
    id: 'fb.page-10k',
    label: `the Clients page's call on arrival at ${MAX_DEMO_CLIENTS.toLocaleString('en-US')} clients: its first page (${PAGE_SIZE} rows, newest first, no filter) with the total, through the app's HTTP client (fetch, fake backend, JSON, superstruct decoding), Chromium, median of ${RUNS}`,
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

it('measures the fake backend start-up and the Clients page’s arrival call', async () => {
  await part.measure('fb.startup', async () => {
    const ms = await page.evaluate((runs) => globalThis.__fakeBackendBench?.startUps(runs) ?? [], RUNS);
    refuseUnless(ms.length === RUNS, 'the harness did not start the fake backend');
    return { value: median(ms) };
  });
  await part.measure('fb.page-10k', async () => {
    const { ms, answers, expectedIds, clients } = await page.evaluate(
      ([search, runs]) =>
        globalThis.__fakeBackendBench?.arrivalCalls(search, runs) ?? {
          ms: [],
          answers: [],
          expectedIds: [],
          clients: 0,
        },
      [`?demoClients=${MAX_DEMO_CLIENTS}`, RUNS] as const,
    );
    refuseUnless(ms.length === RUNS, 'the harness made no call');
    refuseUnless(clients === MAX_DEMO_CLIENTS, `the demo held ${clients} clients, not ${MAX_DEMO_CLIENTS}`);
    refuseUnless(expectedIds.length === PAGE_SIZE, 'the whole list gave no first page to check against');
    for (const { ids, total } of answers) {
      refuseUnless(
        total === MAX_DEMO_CLIENTS,
        `a page said ${total} clients in all, not ${MAX_DEMO_CLIENTS}`,
      );
      refuseUnless(
        ids.join() === expectedIds.join(),
        `a first page held ${ids.join(', ')}, not the newest ${PAGE_SIZE}: ${expectedIds.join(', ')}`,
      );
    }
    return {
      value: median(ms),
      detail: `fastest ${Math.min(...ms).toFixed(1)} ms; runs: ${ms.map((run) => run.toFixed(0)).join(', ')} ms`,
    };
  });
  part.finish();
}, 600_000);
