// Bench part "paint": first contentful paint of `/` against the floor page, loads interleaved so machine noise
// hits both alike, each in a fresh context (cold cache) of headless Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchChromium, served, type Served } from './support/builds';
import { NotMeasured, openPart, refuseUnless } from './support/part';
import { interleaved } from './support/stats';
import { FLOOR, floorTimesAtMost } from './support/targets';

const ROUNDS = 10;
const part = openPart('paint', [
  {
    id: 'fcp.floor',
    label: `the floor page's first contentful paint, fresh context, median of ${ROUNDS} loads interleaved with \`/\`'s`,
    unit: 'ms',
    target: FLOOR,
  },
  {
    id: 'fcp.root',
    label: `first contentful paint of \`/\`, fresh context, median of ${ROUNDS} loads interleaved with the floor's`,
    unit: 'ms',
    target: floorTimesAtMost(1.2),
  },
]);

let browser: Browser;
const builds: Served[] = [];

beforeAll(async () => {
  builds.push(await served('floor'), await served('app'));
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(builds.map((build) => build.close()));
});

/** The paint entry of one load, once the page's heading shows (and not the error page's). */
async function firstContentfulPaint(url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const heading = (await page.locator('h1').first().textContent({ timeout: 10_000 })) ?? '';
    refuseUnless(
      heading.trim() !== '' && !/Something went wrong/.test(heading),
      `${url} showed "${heading}"`,
    );
    // The entry can land just after the heading shows: wait for it rather than read too early.
    const fcp = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          setTimeout(() => resolve(null), 5_000);
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    if (fcp === null) throw new NotMeasured(`${url} reported no first-contentful-paint entry`);
    return fcp;
  } finally {
    await context.close();
  }
}

it('measures first contentful paint of / against the floor', async () => {
  const [floor, app] = builds;
  let medians: { floor: number; app: number } | null = null;
  const sample = async () =>
    (medians ??= await interleaved(ROUNDS, {
      floor: () => firstContentfulPaint(`${floor?.url}/`),
      app: () => firstContentfulPaint(`${app?.url}/`),
    }));
  const floorRow = await part.measure('fcp.floor', async () => ({ value: (await sample()).floor }));
  if (floorRow)
    await part.measure('fcp.root', async () => ({
      value: (await sample()).app,
      floor: (await sample()).floor,
    }));
  else part.refuse('fcp.root', 'the floor was not measured, so no ratio can be taken');
  part.finish();
}, 900_000);
