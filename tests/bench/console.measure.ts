// Bench part "console": what an admin waits for in the demo build, timed on the page's own clock
// (performance.now) from the user's action until the rows are in the DOM.
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { MAX_DEMO_CLIENTS } from '../../src/adapters/demo-loader';
import { LAST_NAMES } from '../../src/backend/seed/vocabulary';
import { SEARCH_DEBOUNCE_MS } from '../../src/ui/shared/components/search/search-debounce';
import { serverCall, serverGet } from '../e2e/support/faults';
import { signIn } from '../e2e/support/sign-in';
import { demoAppPerFile } from './support/demo-app';
import { openPart, refuseUnless } from './support/part';
import { rowsSettled, timeClickToClientRows } from './support/page-clock';
import { timeClickToRewardList } from './support/redeem-clock';
import { searchOnce, type ClientList } from './support/search';
import { median } from './support/stats';
import { atMost } from './support/targets';

const ROUNDS = 10;
const REWARDS = 200;
/** An active client of the seed, given enough points that every reward is covered. */
const REDEEMER = 'LL100024';
const part = openPart('console', [
  {
    id: 'nav.clients',
    label: `signed in, default demo data: click on Home (from the points list) until the first client row is in the DOM, median of ${ROUNDS}`,
    unit: 'ms',
    target: atMost(300, 'ms'),
  },
  {
    id: 'search.10k',
    label: `search at ${MAX_DEMO_CLIENTS.toLocaleString('en-US')} clients: last key-down until the first page shows the new rows, minus the ${SEARCH_DEBOUNCE_MS} ms debounce (fetch, decode, paginate, render), median of ${ROUNDS} terms`,
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
  {
    id: 'redeem.rewards200',
    label: `Redeem dialog with ${REWARDS} rewards in the catalogue, all covered: click on Redeem Points until the Reward field lists them (read, decode, filter, render), median of ${ROUNDS}`,
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
]);

const demo = demoAppPerFile();

/** A signed-in page; `demoClients` sizes the fake backend, which reads it when it first starts. */
async function signedInPage(demoClients?: number): Promise<Page> {
  const page = await demo.newPage();
  await page.goto(`/auth/login${demoClients ? `?demoClients=${demoClients}` : ''}`);
  await signIn(page);
  await rowsSettled(page);
  return page;
}

it('measures navigation to the clients list and the search at 10,000 clients', async () => {
  await part.measure('nav.clients', async () => {
    const page = await signedInPage();
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) samples.push(await timeClickToClientRows(page));
    await page.context().close();
    return { value: median(samples) };
  });

  await part.measure('search.10k', async () => {
    const page = await signedInPage(MAX_DEMO_CLIENTS);
    const all = await serverGet<ClientList>(page, 'retrieve/admin/view-clients');
    refuseUnless(
      all.data.users.length === MAX_DEMO_CLIENTS,
      `the demo started with ${all.data.users.length} clients, not ${MAX_DEMO_CLIENTS}`,
    );
    const samples: number[] = [];
    const terms: string[] = [];
    const candidates = LAST_NAMES.map((name) => name.toLowerCase());
    for (const term of candidates) {
      if (samples.length === ROUNDS) break;
      // Only a term proven to change the first page shown can be timed until it does.
      const ms = await searchOnce(page, term);
      if (ms === null) continue;
      samples.push(ms);
      terms.push(term);
    }
    refuseUnless(
      samples.length === ROUNDS,
      `only ${samples.length} of ${candidates.length} seeded last names were proven to change the first page`,
    );
    await page.context().close();
    return { value: median(samples), detail: `terms: ${terms.join(', ')}` };
  });

  await part.measure('redeem.rewards200', async () => {
    const page = await signedInPage();
    for (let i = 1; i <= REWARDS; i += 1)
      await serverCall(page, 'POST', 'admin/rewards', { name: `Reward ${i}`, points: i * 10 });
    await serverCall(page, 'POST', `admin/view-client/addpoints/${REDEEMER}`, {
      points: REWARDS * 10,
      pointsReason: 'Bench',
    });
    await page.goto(`/app/dashboard/clients/${REDEEMER}`);
    await page.getByRole('button', { name: 'Redeem Points' }).waitFor();
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) samples.push(await timeClickToRewardList(page, REWARDS));
    await page.context().close();
    return { value: median(samples) };
  });
  part.finish();
}, 900_000);
