// Every Export CSV in real Chromium against the demo's backend: the downloaded file, read back strictly,
// holds the rows of the list call the page made (replayed here), in its order, in the table's columns and
// formats; formulas come out as text and accents and emoji survive (the byte-order mark).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LABELS, isActivityAction } from '../../src/domain/activity';
import { isoWithOffset } from '../../src/domain/business-time';
import type { ActivityEntry, Broadcast, Client, Transaction } from '../../src/domain/entities';
import { formatListDateTime } from '../../src/ui/shared/format';
import { adminIdOf, callApi } from './support/api';
import { callsTo } from './support/backend-requests';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { downloadCsv } from './support/download';
import { signIn } from './support/sign-in';

const FORMULA = '=HYPERLINK("x")';
const ACCENTED = 'Café ☕ "déjà vu", merci 🎉';
const STAMP = /-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/;

let browser: Browser;
let opened: OpenedPage;
let page: Page;
let clientId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // The file's dates are the admin's own zone, as on screen: pin it so the test formats the same.
  opened = await openPage(browser, '/auth/login', { timezoneId: 'UTC' });
  page = opened.page;
  await signIn(page);
  // The files' times are the business's (docs/product.md §10.31): the demo's is Toronto's, set to UTC here as the
  // browser is, so the test formats as the file does.
  expect((await callApi(page, 'PUT', 'admin/settings', { timeZone: 'UTC' })).status).toBe(200);
  const adminId = await adminIdOf(page);
  const clients = await callApi(page, 'GET', 'retrieve/admin/view-clients');
  clientId = (clients.body as { data: { users: Client[] } }).data.users[0]?.userId ?? '';
  const changes = [
    await callApi(page, 'POST', `admin/view-client/addpoints/${clientId}`, {
      points: 5,
      pointsReason: FORMULA,
      adminId,
    }),
    await callApi(page, 'POST', `admin/view-client/addpoints/${clientId}`, {
      points: 3,
      pointsReason: ACCENTED,
      adminId,
    }),
    await callApi(page, 'PUT', `admin/view-client/notes/${clientId}`, { notes: `${FORMULA} ${ACCENTED}` }),
    await callApi(page, 'POST', 'admin/broadcast', { message: `${FORMULA} ${ACCENTED}`, adminId }),
  ];
  expect(changes.filter((answer) => answer.status >= 300)).toEqual([]);
});
afterAll(async () => {
  expect(opened.errors).toEqual([]);
  await opened.context.close();
  await browser.close();
});

/** Opens a list and waits for its footer. */
async function openList(path: string): Promise<void> {
  await page.goto(path);
  await page
    .locator('main')
    .getByText(/^Page \d+ of \d+/)
    .first()
    .waitFor();
}

/** The view parameters of a paged list call (docs/api.md, "Paged lists"): without them it answers the whole list. */
const PAGING = ['page', 'limit', 'sort', 'order'];

/**
 * The answer to the list call the page made last, asked again with the same filters but without its page: the
 * whole filtered list, which is what the export streams (the page shows one page of it).
 */
async function lastListCall(path: string): Promise<unknown> {
  const calls = (await callsTo(page, { method: 'GET', path })).filter((call) => call.path === path);
  const last = calls.at(-1);
  if (!last) throw new Error(`the page made no call to ${path}`);
  const query = new URLSearchParams(last.query);
  for (const name of PAGING) query.delete(name);
  const answer = await callApi(page, 'GET', `${path}?${query.toString()}`);
  return answer.body;
}

/** The table's column headers, as shown (without the sort mark and the View column). */
const tableHeaders = async (): Promise<string[]> =>
  (await page.locator('main thead th').allTextContents())
    .map((text) => text.replace(/[▲▼↕]/g, '').trim())
    .filter((text) => text !== 'View');

const exportButton = () => page.getByRole('button', { name: 'Export CSV' });
const signed = (tx: Transaction) => `${tx.type === 'add' ? '+' : '-'}${Math.abs(tx.transactionPoints)}`;
const asText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

describe('Export CSV', () => {
  it('points: every transaction of the call, in its order, dates as shown, points signed, formulas as text', async () => {
    await openList('/app/dashboard/points');
    const file = await downloadCsv(page, exportButton());
    const ledger = (await lastListCall('admin/points-transactions')) as { transactions: Transaction[] };
    expect(file.name).toMatch(new RegExp(`^points${STAMP.source}`));
    expect(file.bom).toBe(true);
    const [header, ...rows] = file.rows;
    // The table's columns, the date beside its ISO 8601 twin (docs/product.md §10.31).
    expect(header).toEqual(
      (await tableHeaders()).flatMap((h) => (h === 'Transaction Date' ? [h, `${h} (ISO 8601)`] : [h])),
    );
    expect(rows).toEqual(
      ledger.transactions.map((tx) => [
        tx.transactionId,
        tx.clientId,
        tx.clientName,
        formatListDateTime(tx.transactionDate, 'utc'),
        isoWithOffset(tx.transactionDate, 'UTC'),
        signed(tx),
        String(tx.totalPoints),
        tx.type === 'add' ? 'Points Added' : 'Points Redeemed',
        asText(tx.reasonOrService),
        expect.any(String),
        tx.location,
      ]),
    );
    const reasons = rows.map((row) => row[8]);
    expect(reasons).toContain(`'${FORMULA}`);
    expect(reasons).toContain(ACCENTED);
  });

  it('points, filtered: named so, and only the rows the filtered call answered', async () => {
    await openList('/app/dashboard/points?search=caf');
    const file = await downloadCsv(page, exportButton());
    const ledger = (await lastListCall('admin/points-transactions')) as { transactions: Transaction[] };
    expect(file.name).toMatch(new RegExp(`^points-filtered${STAMP.source}`));
    expect(file.rows.slice(1).map((row) => row[0])).toEqual(
      ledger.transactions.map((tx) => tx.transactionId),
    );
    expect(ledger.transactions.length).toBeGreaterThan(0);
  });

  it("clients: every client of the filtered call, in the import template's columns (docs/product.md §10.25)", async () => {
    await openList('/app/dashboard/clients?location=Oakville');
    const file = await downloadCsv(page, exportButton());
    const answer = (await lastListCall('retrieve/admin/view-clients')) as { data: { users: Client[] } };
    expect(file.name).toMatch(new RegExp(`^clients-filtered${STAMP.source}`));
    expect(file.bom).toBe(true);
    const [header, ...rows] = file.rows;
    // The file imports again as it is: the client's id, then the template's columns, not the list's headers.
    expect(header).toEqual([
      'clientId',
      'name',
      'email',
      'phone',
      'location',
      'points',
      'joinDate',
      'notes',
      'status',
      // The join date's ISO 8601 twin, a column the import leaves out (docs/product.md §10.31).
      'joinDate (ISO 8601)',
      // What the programme owes each client, in dollars (docs/product.md §10.28).
      'Liability ($)',
    ]);
    expect(answer.data.users.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      answer.data.users.map((c) => [
        c.userId,
        asText(c.name),
        asText(c.email),
        asText(c.phone ?? ''),
        c.location,
        String(c.points),
        // The calendar day in the admin's zone (UTC here), as the import reads a join date.
        new Date(c.joinDate).toISOString().slice(0, 10),
        asText(c.notes ?? ''),
        c.blockStatus,
        isoWithOffset(c.joinDate, 'UTC'),
        // The default programme: a point is worth a cent.
        (c.points / 100).toFixed(2),
      ]),
    );
  });

  it('broadcasts: the whole message, a formula as text, accents and emoji intact', async () => {
    await openList('/app/dashboard/broadcasts');
    const file = await downloadCsv(page, exportButton());
    const answer = (await lastListCall('admin/broadcasts')) as { broadcasts: Broadcast[] };
    expect(file.name).toMatch(new RegExp(`^broadcasts${STAMP.source}`));
    const [header, ...rows] = file.rows;
    expect(header).toEqual(await tableHeaders());
    expect(rows).toEqual(
      answer.broadcasts.map((bc) => [
        bc.broadcastId,
        formatListDateTime(bc.bcDateTime, 'utc'),
        asText(bc.description),
        String(bc.opened),
        asText(bc.createdBy),
      ]),
    );
    expect(rows.map((row) => row[2])).toContain(`'${FORMULA} ${ACCENTED}`);
  });

  it("activity: the server's file for the filters in force, the call's entries in its order", async () => {
    await openList(`/app/dashboard/activity?clientId=${clientId}`);
    const file = await downloadCsv(page, exportButton());
    const query = `admin/activity?clientId=${encodeURIComponent(clientId)}&page=1&limit=100`;
    const answer = (await callApi(page, 'GET', query)).body as { activity: ActivityEntry[]; total: number };
    expect(file.name).toMatch(new RegExp(`^activity-filtered${STAMP.source}`));
    expect(file.bom).toBe(true);
    const [header, ...rows] = file.rows;
    expect(header?.slice(0, 7)).toEqual([
      'Time (UTC)',
      'Time (ISO 8601)',
      'Admin',
      'Admin ID',
      'Action',
      'Client ID',
      'Client',
    ]);
    expect(rows).toHaveLength(answer.total);
    expect(rows.map((row) => [row[2], row[3], row[4], row[5], row[10], row[11]])).toEqual(
      answer.activity.map((entry) => [
        entry.adminName,
        entry.adminId,
        isActivityAction(entry.action) ? ACTIVITY_LABELS[entry.action] : entry.action,
        entry.clientId,
        entry.before === null ? '' : asText(entry.before),
        entry.after === null ? '' : asText(entry.after),
      ]),
    );
    expect(rows.map((row) => row[11])).toContain(`'${FORMULA} ${ACCENTED}`);
  });
});
