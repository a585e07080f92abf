// Bench part "lighthouse": Lighthouse (the npm package, default mobile emulation) in Debian's Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { freePort } from '../e2e/support/serve-build';
import { launchChromium, served, type Served } from './support/builds';
import { runLighthouse } from './support/lighthouse';
import { openPart, refuseUnless } from './support/part';
import { eachAtLeast } from './support/targets';

const PATHS = ['/', '/home-page-vendors', '/auth/login'];
const part = openPart(
  'lighthouse',
  PATHS.map((path) => ({
    id: `lighthouse${path}`,
    label: `Lighthouse \`${path}\`, mobile: performance / accessibility / best practices`,
    unit: 'score' as const,
    target: eachAtLeast([95, 100, 100]),
  })),
);

let browser: Browser;
let port = 0;
let app: Served;

beforeAll(async () => {
  app = await served('app');
  port = await freePort();
  browser = await launchChromium(port);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('scores the landing, vendor and login pages', async () => {
  for (const path of PATHS) {
    await part.measure(`lighthouse${path}`, async () => {
      const [score] = await runLighthouse(port, [`${app.url}${path}`]);
      refuseUnless(score !== undefined, 'Lighthouse returned no result');
      refuseUnless(!score.runtimeError, `Lighthouse could not load the page: ${score.runtimeError}`);
      refuseUnless(new URL(score.finalUrl).pathname === path, `the page ended on ${score.finalUrl}`);
      return { value: [score.performance, score.accessibility, score.bestPractices] };
    });
  }
  part.finish();
}, 900_000);
