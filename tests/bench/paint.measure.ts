// Bench part "paint": first contentful paint of public pages against the floor page, largest contentful paint
// of `/`, and layout shift on every public page. Both builds are served as production serves them (the Node
// server's static and compression plugins: gzip or brotli, prerendered pages at their paths); loads are
// interleaved so machine noise hits all alike, each in a fresh context (cold cache) of headless Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { MOBILE } from '../e2e/support/browser';
import { PUBLIC_PATHS } from '../perf/budgets';
import { launchChromium, served, type Served } from './support/builds';
import { paintOf, shiftOf } from './support/page-paint';
import { openPart } from './support/part';
import { interleaved, median } from './support/stats';
import { atMost, FLOOR, floorTimesAtMost } from './support/targets';

const ROUNDS = 10;
const SERVED = 'served with gzip/brotli by the Node server’s static plugin';
const FCP_PAGES = ['/', '/home-page-vendors', '/faq'] as const;
const PUBLIC = PUBLIC_PATHS;
const part = openPart('paint', [
  {
    id: 'fcp.floor',
    label: `the floor page's first contentful paint, fresh context, ${SERVED}, median of ${ROUNDS} loads interleaved with the pages'`,
    unit: 'ms',
    target: FLOOR,
  },
  ...FCP_PAGES.map((path) => ({
    id: `fcp${path}`,
    label: `first contentful paint of \`${path}\` (prerendered), same loads and serving as the floor's, median of ${ROUNDS}`,
    unit: 'ms' as const,
    target: floorTimesAtMost(1.0),
  })),
  {
    id: 'lcp.root',
    label: `largest contentful paint of \`/\` (the last candidate by load), same loads, median of ${ROUNDS}, against the floor's first contentful paint`,
    unit: 'ms',
    target: floorTimesAtMost(1.2),
  },
  {
    id: 'cls.public',
    label: `cumulative layout shift, the worst of the ${PUBLIC.length} public pages at 1280×800 and 375×812, from navigation to load + 5 s`,
    unit: 'CLS',
    target: atMost(0, 'CLS'),
  },
]);

let browser: Browser;
const builds: Served[] = [];

beforeAll(async () => {
  builds.push(await served('floor', true), await served('app', true));
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(builds.map((build) => build.close()));
});

it('measures the public pages’ paint against the floor and their layout shift', async () => {
  const [floor, app] = builds;
  const url = (build: Served | undefined, path: string) => `${build?.url}${path}`;
  const lcps: number[] = [];
  let medians: Record<'floor' | (typeof FCP_PAGES)[number], number> | null = null;
  const sample = async () =>
    (medians ??= await interleaved(ROUNDS, {
      floor: async () => (await paintOf(browser, url(floor, '/'))).fcp,
      '/': async () => {
        const paint = await paintOf(browser, url(app, '/'));
        lcps.push(paint.lcp);
        return paint.fcp;
      },
      '/home-page-vendors': async () => (await paintOf(browser, url(app, '/home-page-vendors'))).fcp,
      '/faq': async () => (await paintOf(browser, url(app, '/faq'))).fcp,
    }));
  const floorRow = await part.measure('fcp.floor', async () => ({ value: (await sample()).floor }));
  for (const path of FCP_PAGES) {
    if (!floorRow) part.refuse(`fcp${path}`, 'the floor was not measured, so no ratio can be taken');
    else
      await part.measure(`fcp${path}`, async () => ({
        value: (await sample())[path],
        floor: (await sample()).floor,
      }));
  }
  if (!floorRow) part.refuse('lcp.root', 'the floor was not measured, so no ratio can be taken');
  else
    await part.measure('lcp.root', async () => {
      const floorFcp = (await sample()).floor;
      return { value: median(lcps), floor: floorFcp };
    });
  await part.measure('cls.public', async () => {
    let worst = { shift: -1, where: '' };
    for (const viewport of [{ width: 1280, height: 800 }, MOBILE])
      for (const path of PUBLIC) {
        const shift = await shiftOf(browser, url(app, path), viewport);
        if (shift > worst.shift) worst = { shift, where: `${path} at ${viewport.width} px` };
      }
    return { value: worst.shift, detail: worst.shift > 0 ? `worst: ${worst.where}` : 'every page' };
  });
  part.finish();
}, 1_800_000);
