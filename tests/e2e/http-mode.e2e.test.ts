// The console's http build against the real server (buildServer in-process on PGlite, serving dist-http/, its
// mail captured): sign-in with the code the server mailed, the clients list, adding and redeeming points (and
// the server refusing a redemption above the balance), blocking and unblocking, notes, a broadcast and a photo
// upload that the header then loads from /api/uploads/…. Each change is read back after a reload or through the
// API, not taken from the screen it was made on. axe runs on each screen; no console error, page error or CSP
// violation event is allowed. One server and one signed-in page serve the whole file: starting and signing in
// is most of a journey's cost. The rest of the browser suite stays on the demo build.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Broadcast, Client, Transaction } from '../../src/domain/entities';
import { POINTS_MESSAGES } from '../../src/domain/points';
import { adminIdOf, apiGet, callApi } from './support/api';
import { checkA11y, type OpenedPage } from './support/browser';
import {
  addPoints,
  balance,
  bodyRows,
  detail,
  fillRedeem,
  headerAvatar,
  openFirstClient,
  openProfile,
  rowsShowing,
  tableReady,
  uploadTinyPng,
} from './support/console-page';
import { httpConsolePerFile } from './support/http-sign-in';

const CLIENTS = '/app/dashboard/clients';
const BROADCASTS = '/app/dashboard/broadcasts';
const OVERVIEW = '/app/dashboard/overview?period=7d';

const http = httpConsolePerFile();
let session: OpenedPage | null = null;

/** The errors raised since the last call: each journey answers for its own (the page outlives it). */
const takeErrors = (): string[] => session?.errors.splice(0) ?? [];
afterEach(() => {
  expect(takeErrors()).toEqual([]);
});

/** Signs in with the code the server mailed, lands on the Overview, then opens the clients list. */
async function signInToClients(): Promise<OpenedPage> {
  const opened = await http.signIn();
  await opened.page.goto(CLIENTS);
  await tableReady(opened.page);
  return opened;
}

/** The file's one signed-in page: the first journey signs in, the others go on from wherever it was left. */
async function signedIn(): Promise<Page> {
  session ??= await signInToClients();
  return session.page;
}

/** From the clients list (narrowed by `query`), the first client's detail; answers its id. */
async function firstClient(page: Page, query = ''): Promise<string> {
  await page.goto(`${CLIENTS}${query}`);
  await tableReady(page);
  return openFirstClient(page);
}

async function reloadClient(page: Page, clientId: string): Promise<void> {
  await page.reload();
  await page.getByRole('heading', { level: 2, name: `Client ID : ${clientId}` }).waitFor();
  await page.locator('main table').first().waitFor();
}

const serverClient = (page: Page, clientId: string): Promise<Client> =>
  apiGet<Client>(page, `admin/view-client/${encodeURIComponent(clientId)}`);

async function serverLedger(page: Page, clientId: string): Promise<Transaction[]> {
  const search = encodeURIComponent(clientId.toLowerCase());
  const { transactions } = await apiGet<{ transactions: Transaction[] }>(
    page,
    `admin/points-transactions?search=${search}`,
  );
  return transactions.filter((t) => t.clientId === clientId);
}

/** Fills the open dialog's fields (by label), runs axe over it, sends it and waits for it to close. */
async function fillAndSend(page: Page, title: string, fields: Record<string, string>, send: string) {
  const dialog = page.getByRole('dialog', { name: title });
  for (const [label, text] of Object.entries(fields)) await dialog.getByLabel(label).fill(text);
  await checkA11y(page);
  await dialog.getByRole('button', { name: send }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const errorToast = (page: Page, text: string) =>
  page.locator('.Toastify__toast--error').filter({ hasText: text });

describe('the http build against the server on PGlite', () => {
  it('signs in with the mailed code and lists the server’s clients', async () => {
    const page = await signedIn();
    expect(await bodyRows(page).count()).toBeGreaterThan(0);
    await checkA11y(page);
  });

  it('adds points to a client: the balance the server keeps goes up, after a reload too', async () => {
    const page = await signedIn();
    const clientId = await firstClient(page);
    await checkA11y(page);
    const before = await balance(page);
    await addPoints(page, 37, 'Birthday bonus', () => checkA11y(page));
    await expect.poll(() => balance(page)).toBe(before + 37);
    await reloadClient(page, clientId);
    await expect.poll(() => balance(page)).toBe(before + 37);
  });

  it('the Overview: points added to a client show in the earned tile and in today’s row of the chart at once', async () => {
    const page = await signedIn();
    const clientId = await firstClient(page);
    const { location } = await serverClient(page, clientId);
    /** The earned tile and today's earned at the client's location (the chart's table, last row: today). */
    const figures = async () => {
      await page.goto(OVERVIEW);
      const tile = page.getByRole('link', { name: /^Points earned/ }).locator('.overview-tile__value');
      const earned = Number((await tile.textContent())?.replace(/\D/g, ''));
      const chart = page.getByRole('figure', { name: 'Points earned and redeemed per day' });
      await chart.getByRole('button', { name: 'Show as table' }).click();
      const table = chart.getByRole('table');
      const headers = await table.getByRole('columnheader').allTextContents();
      const column = headers.indexOf(`Earned at ${location}`);
      const today = await table.getByRole('row').last().locator('th, td').nth(column).textContent();
      await checkA11y(page);
      return { earned, today: Number(today?.replace(/\D/g, '')) };
    };
    const before = await figures();
    await page.goto(`${CLIENTS}/${encodeURIComponent(clientId)}`);
    await addPoints(page, 41, 'Overview check');
    const after = await figures();
    expect(after).toEqual({ earned: before.earned + 41, today: before.today + 41 });
  });

  it('redeems points: the server takes them off the balance and books the redemption', async () => {
    const page = await signedIn();
    const clientId = await firstClient(page);
    const before = await balance(page);
    const booked = (await serverLedger(page, clientId)).length;
    const dialog = await fillRedeem(page, 12, 'Oakville', 'Haircut');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Redeem Points' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => balance(page)).toBe(before - 12);
    await reloadClient(page, clientId);
    await expect.poll(() => balance(page)).toBe(before - 12);
    const ledger = await serverLedger(page, clientId);
    expect(ledger).toHaveLength(booked + 1);
    expect(ledger).toContainEqual(
      expect.objectContaining({ type: 'redeem', reasonOrService: 'Haircut', location: 'Oakville' }),
    );
  });

  it('refuses a redemption above the balance the server holds, with its message, and keeps the balance', async () => {
    const page = await signedIn();
    const clientId = await firstClient(page);
    const shown = await balance(page);
    const dialog = await fillRedeem(page, shown, 'Mississauga', 'Coffee');
    // Meanwhile another admin redeems one point: the whole balance this dialog shows is one too many now.
    const other = await callApi(page, 'PUT', `admin/view-client/redeempoints/${clientId}`, {
      points: 1,
      locationName: 'Oakville',
      serviceName: 'Coffee',
      adminId: await adminIdOf(page),
    });
    expect(other.status).toBeLessThan(300);
    const booked = (await serverLedger(page, clientId)).length;
    await dialog.getByRole('button', { name: 'Redeem Points' }).click();
    await errorToast(page, POINTS_MESSAGES.overBalance(shown - 1)).waitFor();
    // The browser logs the refused call itself; that line is this journey's one allowed error.
    expect(takeErrors()).toEqual([expect.stringMatching(/status of 422 \(Unprocessable Entity\)$/)]);
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await reloadClient(page, clientId);
    await expect.poll(() => balance(page)).toBe(shown - 1);
    expect((await serverClient(page, clientId)).points).toBe(shown - 1);
    expect(await serverLedger(page, clientId)).toHaveLength(booked);
  });

  it('blocks an active client with a reason, then makes it active again, both kept by the server', async () => {
    const page = await signedIn();
    const clientId = await firstClient(page, '?blockStatus=Active');
    const status = page
      .locator('main')
      .getByRole('combobox', { name: /status/i })
      .first();
    await status.selectOption('Blocked');
    await fillAndSend(page, 'Block Client', { Reason: 'Chargeback under review' }, 'Confirm');
    await reloadClient(page, clientId);
    await expect.poll(() => status.inputValue()).toBe('Blocked');
    expect(await detail(page, 'Block / Active Reason')).toContain('Chargeback under review');
    expect(await serverClient(page, clientId)).toMatchObject({
      blockStatus: 'Blocked',
      reason: 'Chargeback under review',
    });

    await status.selectOption('Active');
    await fillAndSend(page, 'Activate Client', { Reason: 'Resolved with the bank' }, 'Confirm');
    await reloadClient(page, clientId);
    await expect.poll(() => status.inputValue()).toBe('Active');
    expect(await serverClient(page, clientId)).toMatchObject({
      blockStatus: 'Active',
      reason: 'Resolved with the bank',
    });
  });

  it('saves account notes that the server keeps', async () => {
    const page = await signedIn();
    const clientId = await firstClient(page);
    const notes = 'Prefers Tuesday mornings; allergic to lavender';
    await page.getByRole('button', { name: 'Edit notes' }).click();
    await fillAndSend(page, 'Account Notes', { Notes: notes }, 'Save Notes');
    await reloadClient(page, clientId);
    await expect.poll(() => detail(page, 'Account Notes')).toContain(notes);
    expect((await serverClient(page, clientId)).notes).toBe(notes);
  });

  it('sends a broadcast that the server lists, after a reload too', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: 'Broadcasts' }).first().click();
    await page.waitForURL(`**${BROADCASTS}`);
    await tableReady(page);
    await checkA11y(page);
    const message = 'Double points this Tuesday at every Oakville store';
    await page.getByRole('button', { name: '+ Create BC' }).click();
    await fillAndSend(page, 'Create Broadcast', { Message: message }, 'Send');
    await page.reload();
    await tableReady(page);
    expect(await rowsShowing(page, message).count()).toBe(1);
    const { broadcasts } = await apiGet<{ broadcasts: Broadcast[] }>(page, 'admin/broadcasts');
    expect(broadcasts.filter((b) => b.description === message)).toHaveLength(1);
  });

  it('uploads a photo that the header then loads from /api/uploads/', async () => {
    const page = await signedIn();
    await openProfile(page);
    await checkA11y(page);
    const avatar = headerAvatar(page);
    await uploadTinyPng(page);
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    await page.reload();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/uploads\//);
    // Loaded, not only named: the browser decoded the server's bytes into a 1×1 image.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});

describe('paths on the Node server (docs/deployment.md, "The public pages as HTML")', () => {
  it('answers an unknown path 404 with the shell, whose router goes to the home page; app paths 200', async () => {
    // Its own context: the signed-in page's error check stays about the journeys above.
    const context = await http.browser.newContext({ baseURL: http.server.origin });
    try {
      const page = await context.newPage();
      expect((await page.goto('/no-such-page'))?.status()).toBe(404);
      await page.waitForURL('**/home-page');
      await expect.poll(() => page.locator('h1').innerText()).toBe('Welcome To LoyalLoop');
      for (const path of ['/auth/login', '/signup', '/connect-company', '/header', `${CLIENTS}/LL100001`])
        expect((await page.goto(path))?.status(), path).toBe(200);
    } finally {
      await context.close();
    }
  });
});
