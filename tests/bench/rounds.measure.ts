// Bench part "rounds": sequential rounds of scripts before a console page's first API call, on a cold signed-in
// load (fresh context, cache off), in headless Chromium from its network events (tests/perf/script-rounds.ts):
// a round is the scripts whose request starts after every response of the round before it ended. Both builds,
// served by Vite's preview: the demo signed in for real, the http build with its arrival calls stubbed.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { signedInWithStubs } from '../perf/clients-http';
import { scriptRounds, type RoundsOptions } from '../perf/script-rounds';
import { demoSignedIn } from '../perf/signed-in';
import { launchChromium, served, type Served } from './support/builds';
import { openPart } from './support/part';
import { atMost } from './support/targets';

const PAGES = [
  { path: '/app/dashboard/clients', name: 'the client list' },
  { path: '/app/dashboard/overview', name: 'the Overview' },
] as const;
const BUILDS = { app: 'demo build', http: 'http build' } as const;
const RUNS = 5;

const part = openPart(
  'rounds',
  (['app', 'http'] as const).flatMap((build) =>
    PAGES.map(({ path, name }) => ({
      id: `rounds.${build}${path}`,
      label: `cold signed-in load of ${name} (\`${path}\`, ${BUILDS[build]}): sequential script rounds before the first API call, the most of ${RUNS} loads`,
      unit: 'rounds' as const,
      target: atMost(2, 'rounds'),
    })),
  ),
);

let browser: Browser;
const builds: Partial<Record<keyof typeof BUILDS, Served>> = {};

beforeAll(async () => {
  builds.app = await served('app');
  builds.http = await served('http');
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(builds).map((build) => build.close()));
});

it('counts the script rounds before a console page’s first API call', async () => {
  const demoState: BrowserContextOptions['storageState'] = await demoSignedIn(browser, builds.app?.url ?? '');
  const options: Record<keyof typeof BUILDS, RoundsOptions> = {
    app: { context: { storageState: demoState } },
    http: { prepare: signedInWithStubs },
  };
  for (const build of ['app', 'http'] as const)
    for (const { path } of PAGES)
      await part.measure(`rounds.${build}${path}`, async () => {
        const counts: number[] = [];
        let scripts = 0;
        for (let run = 0; run < RUNS; run += 1) {
          const measured = await scriptRounds(browser, `${builds[build]?.url}${path}`, options[build]);
          counts.push(measured.rounds.length);
          scripts = measured.scripts;
        }
        return {
          value: Math.max(...counts),
          detail: `runs: ${counts.join(', ')}; ${scripts} scripts before the call`,
        };
      });
  part.finish();
}, 900_000);
