// A cold signed-in load of a console page asks for its scripts in at most two sequential
// rounds before its first API call (docs/performance.md, "The console loads in two rounds"), in the demo
// build (its fake backend answers inside the page). The http build's case is in bundle-budgets.e2e.test.ts,
// which builds it.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeJavaScript } from '../perf/route-javascript';
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

/** The scripts the HTML served for `path` names itself (script and modulepreload), by path. */
async function namedByShell(path: string): Promise<Set<string>> {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1] ?? ''));
}

describe('a cold signed-in load of a console page', () => {
  it.each(['/app/dashboard/clients', '/app/dashboard/overview', '/app/dashboard/clients/LL100001'])(
    '%s asks for its scripts in at most two rounds before its first API call, each named by its HTML',
    async (path) => {
      const measured = await scriptRounds(browser, `${baseURL()}${path}`, {
        context: { storageState: signedIn },
      });
      expect(measured.rounds.length, JSON.stringify(measured.rounds)).toBeLessThanOrEqual(2);
      // A script the HTML does not name is found only by one that ran before it: a round more whenever the
      // machine is busy enough that the earlier round ends before it is asked for (once 3 rounds in 1
      // load of 5). Each one named in the head leaves the preload scanner to ask for them all at once.
      const named = await namedByShell(path);
      expect(measured.rounds.flat().filter((script) => !named.has(script))).toEqual([]);
    },
  );
});

describe('a cold load of the sign-in page', () => {
  it('has every script it loads named by its HTML, and no other', async () => {
    const named = await namedByShell('/auth/login');
    const loaded = await routeJavaScript(browser, `${baseURL()}/auth/login`);
    expect(loaded.files.filter((script) => !named.has(script))).toEqual([]);
    // Nothing named that the page would not load anyway: its JavaScript budget counts what it downloads.
    expect([...named].filter((script) => !loaded.files.includes(script))).toEqual([]);
  });
});
