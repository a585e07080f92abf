// Small helpers around the fake backend's test knobs (window.__loyalloopDemo) and the server's real state.
import type { Locator, Page } from 'playwright-core';

export type FailureKind = 'server-error' | 'malformed' | 'network';
export interface RouteMatch {
  method?: string;
  path: string;
}
export interface Failure {
  kind: FailureKind;
  afterSaving?: boolean;
  times?: number;
}

interface DemoWindow {
  __loyalloopDemo?: {
    knobs: {
      fail(match: RouteMatch, failure: Failure): void;
      delay(match: RouteMatch, ms: number): void;
      clear(): void;
    };
  };
}

export const FAILURE_KINDS: readonly FailureKind[] = ['server-error', 'malformed', 'network'];

/** What the error toast says for each forced failure (the server's message, or the adapter's own). */
export const FAILURE_TOAST: Record<FailureKind, RegExp> = {
  'server-error': /The server ran into a problem\. Please try again\./,
  malformed: /Unexpected response from server|An error occurred/,
  network: /An error occurred/,
};

/** The knobs exist once the fake backend started (the first request of the page). */
export const hasKnobs = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as DemoWindow).__loyalloopDemo !== undefined);

export async function failNext(page: Page, match: RouteMatch, failure: Failure): Promise<void> {
  await page.waitForFunction(() => (window as unknown as DemoWindow).__loyalloopDemo !== undefined);
  await page.evaluate(([m, f]) => (window as unknown as DemoWindow).__loyalloopDemo?.knobs.fail(m, f), [
    match,
    failure,
  ] as const);
}

export async function delay(page: Page, match: RouteMatch, ms: number): Promise<void> {
  await page.waitForFunction(() => (window as unknown as DemoWindow).__loyalloopDemo !== undefined);
  await page.evaluate(([m, d]) => (window as unknown as DemoWindow).__loyalloopDemo?.knobs.delay(m, d), [
    match,
    ms,
  ] as const);
}

export const clearKnobs = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as DemoWindow).__loyalloopDemo?.knobs.clear());

/** Toasts by kind (react-toastify classes), filtered by text; toasts already looked at are left out. */
export const errorToast = (page: Page, text: RegExp | string): Locator =>
  page.locator('.Toastify__toast--error:not([data-seen])').filter({ hasText: text });
export const successToast = (page: Page): Locator =>
  page.locator('.Toastify__toast--success:not([data-seen])');

/**
 * Marks every toast on screen as seen, so the next case only finds its own. No waiting for them to leave:
 * their exit animation would cost a second per case.
 */
export const dismissToasts = (page: Page): Promise<void> =>
  page.evaluate(() =>
    document.querySelectorAll('.Toastify__toast').forEach((toast) => toast.setAttribute('data-seen', '')),
  );

/** A call straight to the fake backend with the stored token: the server's truth, not what the UI shows. */
export async function serverCall<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  // Before the fake backend starts, /api/ would reach the static preview server instead.
  await page.waitForFunction(() => '__loyalloopDemo' in window);
  return page.evaluate(
    async ([m, p, b]) => {
      const token = localStorage.getItem('admin-token') ?? '';
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
      };
      if (b !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api/${p}`, {
        method: m,
        headers,
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return (await response.json()) as T;
    },
    [method, path, body] as const,
  );
}

export const serverGet = <T>(page: Page, path: string): Promise<T> => serverCall<T>(page, 'GET', path);

interface Transaction {
  clientId: string;
}
interface ClientBody {
  points: number;
  notes?: string;
  blockStatus: string;
}

/** How many ledger rows the server holds for a client. */
export async function ledgerCount(page: Page, clientId: string): Promise<number> {
  const body = await serverGet<{ transactions: Transaction[] }>(page, 'admin/points-transactions');
  return body.transactions.filter((t) => t.clientId === clientId).length;
}

export const serverClient = (page: Page, clientId: string): Promise<ClientBody> =>
  serverGet<ClientBody>(page, `admin/view-client/${encodeURIComponent(clientId)}`);

/** The value beside a label in the Fields/Details table. */
export async function detail(page: Page, field: string): Promise<string> {
  const row = page
    .locator('main table tr')
    .filter({ has: page.getByRole('rowheader', { name: field, exact: true }) });
  return ((await row.locator('td').first().textContent()) ?? '').trim();
}
