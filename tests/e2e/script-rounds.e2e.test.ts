// Issue 27, item 3: a cold signed-in load of a console page asks for its scripts in at most two sequential
// rounds before its first API call (docs/performance.md, "The console loads in two rounds"), in the demo
// build (its fake backend answers inside the page). The http build's case is in bundle-budgets.e2e.test.ts,
// which builds it.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptRounds } from '../perf/script-rounds';
import { demoSignedIn } from '../perf/signed-in';
import { baseURL, launchBrowser } from './support/browser';

let browser: Browser;
let signedIn: BrowserContextOptions['storageState'];

beforeAll(async () => {
  browser = await launchBrowser();
  signedIn = await demoSignedIn(browser, baseURL());
});

afterAll(async () => {
  await browser?.close();
});

describe('a cold signed-in load of a console page', () => {
  it.each(['/app/dashboard/clients', '/app/dashboard/overview', '/app/dashboard/clients/LL100001'])(
    '%s asks for its scripts in at most two rounds before its first API call',
    async (path) => {
      const measured = await scriptRounds(browser, `${baseURL()}${path}`, {
        context: { storageState: signedIn },
      });
      expect(measured.rounds.length, JSON.stringify(measured.rounds)).toBeLessThanOrEqual(2);
    },
  );
});
