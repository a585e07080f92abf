// Bench part "lighthouse": Lighthouse (the npm package, default mobile emulation) in Debian's Chromium, on the
// demo build served as production serves it (the Node server's static and compression plugins).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { freePort } from '../e2e/support/serve-build';
import { launchChromium, served, type Served } from './support/builds';
import { runLighthouse, type LighthouseScores } from './support/lighthouse';
import { openPart, refuseUnless } from './support/part';
import { eachAtLeast } from './support/targets';

/** The prerendered public pages are held to every category, SEO included; sign-in to the first three. */
const PAGES: { path: string; seo: boolean; minimums: number[] }[] = [
  { path: '/', seo: true, minimums: [100, 100, 100, 100] },
  { path: '/home-page-vendors', seo: true, minimums: [100, 100, 100, 100] },
  { path: '/faq', seo: true, minimums: [100, 100, 100, 100] },
  { path: '/auth/login', seo: false, minimums: [95, 100, 100] },
];
const part = openPart(
  'lighthouse',
  PAGES.map(({ path, seo, minimums }) => ({
    id: `lighthouse${path}`,
    label: `Lighthouse \`${path}\`, mobile, gzip/brotli: performance / accessibility / best practices${seo ? ' / SEO' : ''}`,
    unit: 'score' as const,
    target: eachAtLeast(minimums),
  })),
);

let browser: Browser;
let port = 0;
let app: Served;

beforeAll(async () => {
  app = await served('app', true);
  port = await freePort();
  browser = await launchChromium(port);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const scoresOf = (score: LighthouseScores, seo: boolean) => [
  score.performance,
  score.accessibility,
  score.bestPractices,
  ...(seo ? [score.seo] : []),
];

it('scores the landing, vendor, FAQ and login pages', async () => {
  for (const { path, seo } of PAGES) {
    await part.measure(`lighthouse${path}`, async () => {
      const [score] = await runLighthouse(port, [`${app.url}${path}`]);
      refuseUnless(score !== undefined, 'Lighthouse returned no result');
      refuseUnless(!score.runtimeError, `Lighthouse could not load the page: ${score.runtimeError}`);
      refuseUnless(new URL(score.finalUrl).pathname === path, `the page ended on ${score.finalUrl}`);
      const losses = score.losses.filter((loss) => seo || !loss.startsWith('seo:'));
      const detail = losses.length > 0 ? `lost on ${losses.join('; ')}` : undefined;
      return { value: scoresOf(score, seo), ...(detail ? { detail } : {}) };
    });
  }
  part.finish();
}, 900_000);
