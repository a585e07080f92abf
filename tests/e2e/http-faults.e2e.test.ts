// The fault journeys of docs/architecture.md, "When the server is away": the http build against the real server (in-process, on PGlite) while the server
// is stopped (its listener closed: connections refused), frozen (no answer: the 15 s time limit), answering
// slowly (within the limit) and answering after the limit (the change applied, its answer lost). In every one
// nothing typed is lost, and no change is applied twice. The time limit is the real 15 s, waited in the page's
// own time: its clock (Playwright's, installed on the session) runs as the wall clock does, and two journeys move
// it on past the limit instead of waiting 15 s of the run's time.
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/domain/entities';
import { CALL_TIME_LIMIT_MS } from '../../src/adapters/http/api-client';
import { NO_ANSWER } from '../../src/ui/shared/errors/error-policy';
import { adminIdOf, apiGet, callApi } from './support/api';
import { checkA11y, type OpenedPage } from './support/browser';
import { balance } from './support/console-page';
import { httpConsolePerFile } from './support/http-sign-in';

const CLIENT = 'LL100042';
const ADD = /\/api\/admin\/view-client\/addpoints\//;
const PAST_LIMIT_MS = CALL_TIME_LIMIT_MS + 10_000;

const http = httpConsolePerFile();
let session: OpenedPage | null = null;

/** The file's one signed-in page, on the Overview where the console opens; each journey then goes to its client. */
async function signedIn(): Promise<Page> {
  if (!session) {
    session = await http.signIn();
    // Timers and Date in the page, from its next load on (each journey loads its client): they run with the
    // wall clock until a journey moves them on.
    await session.context.clock.install();
  }
  return session.page;
}

/** The page's own time (its clock's), in ms. */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * With a call just sent, moves the page's clock to 2 s short of the time limit, then on in steps of 250 ms until
 * `shown` is visible: the time limit is met in the page's time, which is what the journeys measure.
 */
async function runClockUntil(page: Page, shown: Locator): Promise<void> {
  await page.clock.fastForward(CALL_TIME_LIMIT_MS - 2_000);
  for (let stepped = 0; stepped < PAST_LIMIT_MS; stepped += 250) {
    if (await shown.isVisible()) return;
    await page.clock.fastForward(250);
  }
  await shown.waitFor();
}

/** A promise the test settles itself. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function onClient(page: Page): Promise<void> {
  await page.goto(`/app/dashboard/clients/${CLIENT}`);
  await page.getByRole('heading', { level: 2, name: `Client ID : ${CLIENT}` }).waitFor();
  await page.locator('main table').first().waitFor();
}

async function ledger(page: Page): Promise<Transaction[]> {
  const { transactions } = await apiGet<{ transactions: Transaction[] }>(
    page,
    `admin/points-transactions?search=${CLIENT.toLowerCase()}`,
  );
  return transactions.filter((t) => t.clientId === CLIENT);
}

/** Opens Add Points and types `points` and `reason`, leaving it open. */
async function typeAdd(page: Page, points: string, reason: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Points', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Points' });
  await dialog.getByLabel('Points').fill(points);
  await dialog.getByLabel('Reason').fill(reason);
  return dialog;
}

/** What was typed is still in the open dialog. */
async function expectKept(dialog: Locator, points: string, reason: string): Promise<void> {
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.getByLabel('Points').inputValue()).toBe(points);
  expect(await dialog.getByLabel('Reason').inputValue()).toBe(reason);
}

const keysOf = (requests: { headers: Record<string, string> }[]) =>
  requests.map((request) => request.headers['idempotency-key'] ?? '');

/** Records the Idempotency-Key of every add-points request the page sends. */
function recordAdds(page: Page): { headers: Record<string, string> }[] {
  const seen: { headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (ADD.test(request.url())) seen.push({ headers: request.headers() });
  });
  return seen;
}

/** Refused connections and aborted calls are logged by the browser itself; nothing else may be. */
function unexpectedErrors(): string[] {
  const errors = session?.errors.splice(0) ?? [];
  return errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_FAILED|net::|Failed to load resource/.test(e));
}

describe('the console against the real server when it is away (docs/architecture.md, "When the server is away")', () => {
  it('server stopped: the dialog keeps what was typed with one message, the page stays; Try again adds once', async () => {
    const page = await signedIn();
    await onClient(page);
    const before = (await ledger(page)).length;
    const shown = await balance(page);
    const sent = recordAdds(page);
    const dialog = await typeAdd(page, '3', 'Stopped server');
    // Stop listening and drop the browser's open connections: new ones are refused, as after `kill`.
    const listener = http.server.running.app.server;
    const { port } = listener.address() as { port: number };
    await new Promise<void>((resolve) => {
      listener.close(() => resolve());
      listener.closeAllConnections();
    });
    try {
      await dialog.getByRole('button', { name: 'Add Points' }).click();
      await dialog.getByRole('alert').filter({ hasText: NO_ANSWER.unreachable }).waitFor();
      await expectKept(dialog, '3', 'Stopped server');
      expect(await dialog.getByRole('alert').count()).toBe(1);
      expect(await page.locator('.Toastify__toast--error').count()).toBe(0);
      // The page behind it stays (its re-read failed too): not "Could not load this client."
      expect(await page.getByText('Could not load this client.').count()).toBe(0);
      expect(await balance(page)).toBe(shown);
      await checkA11y(page);
    } finally {
      await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', () => resolve()));
    }
    await dialog.getByRole('button', { name: 'Add Points' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => balance(page)).toBe(shown + 3);
    expect((await ledger(page)).length).toBe(before + 1);
    expect(new Set(keysOf(sent)).size).toBe(1);
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('answering slowly (within the limit): pending, Cancel still there, then saved once', async () => {
    const page = await signedIn();
    await onClient(page);
    const before = (await ledger(page)).length;
    const shown = await balance(page);
    await page.route(ADD, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    try {
      const dialog = await typeAdd(page, '4', 'Slow server');
      await dialog.getByRole('button', { name: 'Add Points' }).click();
      expect(await dialog.getByRole('button', { name: 'Adding…' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => balance(page)).toBe(shown + 4);
      expect((await ledger(page)).length).toBe(before + 1);
    } finally {
      await page.unroute(ADD);
    }
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('frozen (no answer at all): Esc works while pending; past the limit the result is unknown, Check, Try again adds once', async () => {
    const page = await signedIn();
    await onClient(page);
    const before = (await ledger(page)).length;
    const shown = await balance(page);
    const sent = recordAdds(page);
    // The server never answers: the request is held, never sent on.
    const held: Route[] = [];
    await page.route(ADD, (route: Route) => {
      held.push(route);
    });
    try {
      // Escape closes a pending dialog at once (docs/architecture.md, "When the server is away"), then the admin starts again.
      let dialog = await typeAdd(page, '5', 'Frozen server');
      await dialog.getByRole('button', { name: 'Add Points' }).click();
      await dialog.getByRole('button', { name: 'Adding…' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      dialog = await typeAdd(page, '5', 'Frozen server');
      const started = await pageNow(page);
      // The call's time limit starts before its request leaves.
      const leaving = page.waitForRequest(ADD);
      await dialog.getByRole('button', { name: 'Add Points' }).click();
      await leaving;
      await runClockUntil(page, dialog.getByRole('alert').filter({ hasText: NO_ANSWER.unknownCheck }));
      expect((await pageNow(page)) - started).toBeGreaterThanOrEqual(CALL_TIME_LIMIT_MS - 500);
      await expectKept(dialog, '5', 'Frozen server');
      await dialog.getByRole('button', { name: 'Check' }).click();
      await dialog.getByText(`Checked just now: the balance is ${shown} points.`).waitFor();
      await checkA11y(page);
    } finally {
      await page.unroute(ADD);
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    }
    const dialog = page.getByRole('dialog', { name: 'Add Points' });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => balance(page)).toBe(shown + 5);
    expect((await ledger(page)).length).toBe(before + 1);
    // The first (abandoned) submission had a key of its own; the timed-out one and its retry share one.
    const keys = keysOf(sent);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[1]).not.toBe(keys[0]);
    expect(unexpectedErrors()).toEqual([]);
  }, 90_000);

  it('answering after the limit (applied, answer lost): Check shows it, Try again is not applied twice', async () => {
    const page = await signedIn();
    // The core remembers idempotency keys (docs/api.md, "Idempotency keys"): the same key twice adds once. This used to skip the
    // journey on a server without keys; now that the server has them, a server that forgot them fails here.
    const adminId = await adminIdOf(page);
    const probe = async () =>
      page.evaluate(
        async ({ adminId }) => {
          const token = localStorage.getItem('admin-token') ?? '';
          const response = await fetch('/api/admin/view-client/addpoints/LL100043', {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/json',
              'Idempotency-Key': 'probe-console-conventions',
            },
            body: JSON.stringify({ points: 1, pointsReason: 'Key probe', adminId }),
          });
          return response.status;
        },
        { adminId },
      );
    const probeLedger = async () =>
      (
        await apiGet<{ transactions: Transaction[] }>(page, 'admin/points-transactions?search=ll100043')
      ).transactions.filter((t) => t.clientId === 'LL100043').length;
    const probed = await probeLedger();
    await probe();
    await probe();
    expect(await probeLedger()).toBe(probed + 1);

    await onClient(page);
    const before = (await ledger(page)).length;
    const shown = await balance(page);
    // The request reaches the server (which applies it); its answer is held past the limit, then dropped.
    const applied = signal();
    const released = signal();
    await page.route(ADD, async (route: Route) => {
      await route.fetch().catch(() => undefined);
      applied.resolve();
      await released.promise;
      await route.abort().catch(() => undefined);
    });
    try {
      const dialog = await typeAdd(page, '6', 'Lost answer');
      await dialog.getByRole('button', { name: 'Add Points' }).click();
      await applied.promise;
      await runClockUntil(page, dialog.getByRole('alert').filter({ hasText: NO_ANSWER.unknownCheck }));
      await expectKept(dialog, '6', 'Lost answer');
      await dialog.getByRole('button', { name: 'Check' }).click();
      await dialog.getByText(`Checked just now: the balance is ${shown + 6} points.`).waitFor();
    } finally {
      released.resolve();
      await page.unroute(ADD);
    }
    const dialog = page.getByRole('dialog', { name: 'Add Points' });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => balance(page)).toBe(shown + 6);
    expect((await ledger(page)).length).toBe(before + 1);
    const other = await callApi(page, 'GET', `admin/view-client/${CLIENT}`);
    expect((other.body as { points: number }).points).toBe(shown + 6);
    expect(unexpectedErrors()).toEqual([]);
  }, 90_000);
});
