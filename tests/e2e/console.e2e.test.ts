// The admin console in real Chromium against the built demo app: the tasks of docs/product.md §1, end to end.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../src/domain/image';
import { checkA11y, MOBILE } from './support/browser';
import {
  addPoints,
  balance,
  bodyRows,
  column,
  detail,
  firstView,
  headerAvatar,
  openFilters,
  openFirstClient,
  openProfile,
  query,
  rowsShowing,
  search,
  table,
  tableReady,
  uploadTinyPng,
} from './support/console-page';
import { pagePerTest } from './support/page-per-test';
import { signIn } from './support/sign-in';

const CLIENTS = '/app/dashboard/clients';
const POINTS = '/app/dashboard/points';
const BROADCASTS = '/app/dashboard/broadcasts';

const pages = pagePerTest();

/** A signed-in admin on the clients list, in a fresh context (fresh demo data; the file signs in once). */
async function signedIn(): Promise<Page> {
  const { page } = await pages.openSignedIn(CLIENTS);
  await tableReady(page);
  return page;
}

describe('clients list', () => {
  it('filters by location and status through the panel, and the query string keeps them', async () => {
    const page = await signedIn();
    const panel = await openFilters(page);
    await panel.getByRole('checkbox', { name: 'Oakville' }).check();
    await panel.getByRole('checkbox', { name: 'Blocked' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/location=Oakville/);
    await tableReady(page);
    expect(query(page).get('location')).toBe('Oakville');
    expect(query(page).get('blockStatus')).toBe('Blocked');
    expect(new Set(await column(page, 'Location'))).toEqual(new Set(['Oakville']));
    for (const status of await table(page)
      .locator('tbody tr select')
      .evaluateAll((s) => s.map((e) => (e as HTMLSelectElement).value)))
      expect(status).toBe('Blocked');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => !url.searchParams.has('location'));
    await tableReady(page);
    expect(query(page).has('blockStatus')).toBe(false);
  });

  it('a pasted URL with filters reproduces the view', async () => {
    const page = await signedIn();
    await page.goto(`${CLIENTS}?location=Mississauga&blockStatus=Active`);
    await tableReady(page);
    expect(new Set(await column(page, 'Location'))).toEqual(new Set(['Mississauga']));
    const panel = await openFilters(page);
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Mississauga' }).isChecked()).toBe(true);
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
  });

  it('search narrows the list, lowercased into the query string, and Back restores it', async () => {
    const page = await signedIn();
    const [name] = await column(page, 'Name');
    if (!name) throw new Error('no client');
    const word = name.split(' ')[0] ?? name;
    await search(page).fill(word.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('search') === word.toLowerCase());
    await tableReady(page);
    for (const shown of await column(page, 'Name')) expect(shown.toLowerCase()).toContain(word.toLowerCase());
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect.poll(() => search(page).inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('search') === word.toLowerCase());
    await expect.poll(() => search(page).inputValue()).toBe(word.toLowerCase());
    await search(page).fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
  });

  it('pages forward and back, and sorts the page by a column both ways', async () => {
    const page = await signedIn();
    const pager = page.locator('main').getByText(/^Page \d+ of \d+$/);
    await expect.poll(() => pager.textContent()).toMatch(/^Page 1 of (\d+)$/);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pager.textContent()).toMatch(/^Page 2 of/);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => pager.textContent()).toMatch(/^Page 1 of/);

    const header = table(page).locator('thead th').filter({ hasText: 'Total Points' });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = (await column(page, 'Total Points')).map((p) => Number(p.replace(/[^\d-]/g, '')));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const descending = (await column(page, 'Total Points')).map((p) => Number(p.replace(/[^\d-]/g, '')));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});

describe('client detail', () => {
  it('adding points raises the balance and writes a +N row in the points ledger, kept after a reload', async () => {
    const page = await signedIn();
    const clientId = await openFirstClient(page);
    const before = await balance(page);
    await addPoints(page, 37, 'Birthday bonus');
    await expect.poll(() => balance(page)).toBe(before + 37);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: `Client ID : ${clientId}` }).waitFor();
    await expect.poll(() => balance(page)).toBe(before + 37);

    await page.goto(`${POINTS}?search=${encodeURIComponent(clientId.toLowerCase())}`);
    await tableReady(page);
    const row = bodyRows(page)
      .filter({ hasText: 'Birthday bonus'.slice(0, 10) })
      .first();
    await expect.poll(() => row.textContent()).toContain('+37');
    expect(await row.textContent()).toContain('Points Added');
  });

  it('redeeming more points than the balance is refused and changes nothing', async () => {
    const page = await signedIn();
    await openFirstClient(page);
    const before = await balance(page);
    await page.getByRole('button', { name: 'Redeem Points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Points' });
    await dialog.getByLabel('Points').fill(String(before + 1000));
    await dialog.getByLabel('Location').selectOption('Oakville');
    await dialog.getByLabel('Service Type').fill('Haircut');
    await dialog.getByLabel('Points').blur();
    await dialog.getByText(`Cannot redeem more than the balance of ${before} points`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Redeem Points' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await expect.poll(() => balance(page)).toBe(before);
  });

  it('blocks with a reason, then unblocks', async () => {
    const page = await signedIn();
    await page.goto(`${CLIENTS}?blockStatus=Active`);
    await tableReady(page);
    await openFirstClient(page);
    const status = page
      .locator('main')
      .getByRole('combobox', { name: /status/i })
      .first();
    await status.selectOption('Blocked');
    const dialog = page.getByRole('dialog', { name: 'Block Client' });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Chargeback under review');
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => status.inputValue()).toBe('Blocked');
    await expect.poll(() => detail(page, 'Block / Active Reason')).toContain('Chargeback under review');

    await status.selectOption('Active');
    const activate = page.getByRole('dialog', { name: 'Activate Client' });
    await activate.getByLabel('Reason').fill('Resolved with the bank');
    await activate.getByRole('button', { name: 'Confirm' }).click();
    await activate.waitFor({ state: 'hidden' });
    await page.reload();
    await expect.poll(() => status.inputValue()).toBe('Active');
  });

  it('notes with markup are shown as text, never as HTML', async () => {
    const page = await signedIn();
    await openFirstClient(page);
    const markup = '<b>VIP</b> <img src=x onerror="document.title=\'pwned\'">';
    await page.getByRole('button', { name: 'Edit notes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(markup);
    await dialog.getByRole('button', { name: /save/i }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => detail(page, 'Account Notes')).toContain(markup);
    expect(await page.locator('main b', { hasText: 'VIP' }).count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    await page.reload();
    await expect.poll(() => detail(page, 'Account Notes')).toContain(markup);
  });
});

describe('points ledger', () => {
  it('filters by type through the panel and opens a transaction linked to its client', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: 'Points' }).first().click();
    await page.waitForURL(`**${POINTS}`);
    await tableReady(page);
    const panel = await openFilters(page);
    await panel.getByRole('radio', { name: 'Points Redeemed' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/type=redeem/);
    await tableReady(page);
    expect(new Set(await column(page, 'Type'))).toEqual(new Set(['Points Redeemed']));

    const [transactionId] = await column(page, 'Transaction ID');
    const [clientId] = await column(page, 'Client ID');
    await firstView(page).click();
    await page.getByRole('heading', { level: 2, name: `Transaction ID : ${transactionId}` }).waitFor();
    await page.getByRole('link', { name: `Open client ${clientId}` }).click();
    await page.getByRole('heading', { level: 2, name: `Client ID : ${clientId}` }).waitFor();
  });
});

describe('broadcasts', () => {
  it('sends a broadcast from a filtered view: filters reset, it is listed, found by search, and survives a reload', async () => {
    const page = await signedIn();
    await page.goto(`${BROADCASTS}?search=nothing-matches-this`);
    await page.locator('main').getByText('No Results Found').waitFor();
    const message = `Double points this Tuesday ${Date.now()}`;
    await page.getByRole('button', { name: '+ Create BC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Broadcast' });
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Sending resets the filters and refetches: the new broadcast is in the unfiltered list.
    await page.waitForURL((url) => url.pathname === BROADCASTS && url.search === '');
    await tableReady(page);
    expect(await rowsShowing(page, message).count()).toBeGreaterThan(0);
    await search(page).fill('tuesday');
    await page.waitForURL(/search=tuesday/);
    await tableReady(page);
    expect(await rowsShowing(page, message).count()).toBeGreaterThan(0);
    await page.reload();
    await tableReady(page);
    expect(await rowsShowing(page, message).count()).toBeGreaterThan(0);
  });

  it('an empty message is refused by the server with its own error, and a failed send keeps the text', async () => {
    const page = await signedIn();
    await page.goto(BROADCASTS);
    await tableReady(page);
    await page.getByRole('button', { name: '+ Create BC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Broadcast' });
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await page
      .locator('.Toastify__toast--error', { hasText: 'The broadcast message cannot be empty.' })
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await page.evaluate(() =>
      window.__loyalloopDemo?.knobs.fail(
        { method: 'POST', path: 'admin/broadcast' },
        { kind: 'server-error', times: 1 },
      ),
    );
    await dialog.getByLabel('Message').fill('Closed for the holiday on Monday');
    await send.click();
    await page.locator('.Toastify__toast--error', { hasText: 'The server ran into a problem' }).waitFor();
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await dialog.getByLabel('Message').inputValue()).toBe('Closed for the holiday on Monday');
  });

  it('resends a broadcast from its detail and returns to the list', async () => {
    const page = await signedIn();
    await page.goto(BROADCASTS);
    await tableReady(page);
    const [broadcastId] = await column(page, 'Broadcast ID');
    await bodyRows(page).first().getByRole('link', { name: broadcastId }).click();
    await page.getByRole('heading', { level: 2, name: `Broadcast ID : ${broadcastId}` }).waitFor();
    await page.getByRole('button', { name: 'Resend BC' }).click();
    // It asks first, naming the broadcast (docs/architecture.md, "When the server is away").
    const confirm = page.getByRole('dialog', { name: 'Resend Broadcast' });
    await confirm.getByText(broadcastId ?? '', { exact: true }).waitFor();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Resend' }).click();
    await page.waitForURL((url) => url.pathname === BROADCASTS);
    await tableReady(page);
  });
});

describe('profile', () => {
  it('uploads a photo, shows it, and keeps it after a reload', async () => {
    const page = await signedIn();
    await openProfile(page);
    const avatar = headerAvatar(page);
    const before = await avatar.getAttribute('src');
    await uploadTinyPng(page);
    // The shell's avatar shows the new photo too, without a reload.
    await expect.poll(() => avatar.getAttribute('src')).not.toBe(before);
    expect(await page.getByRole('img', { name: /profile photo/i }).getAttribute('src')).toBeTruthy();
    await page.reload();
    await page.getByRole('img', { name: /profile photo/i }).waitFor();
  });

  it('refuses a file that is not an image with a clear message', async () => {
    const page = await signedIn();
    await page.goto('/app/profile');
    await page
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('alert').filter({ hasText: IMAGE_MESSAGES.notImage }).waitFor();
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`every console screen passes axe in the ${theme} theme`, async () => {
      const opened = await pages.open('/auth/login', { theme });
      const { page } = opened;
      await signIn(page);
      await tableReady(page);
      await checkA11y(page);
      await openFilters(page);
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await openFirstClient(page);
      await checkA11y(page);
      for (const name of ['Add Points', 'Redeem Points']) {
        await page.getByRole('button', { name }).click();
        await page.getByRole('dialog', { name }).waitFor();
        await checkA11y(page);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
      }
      for (const path of [POINTS, BROADCASTS]) {
        await page.goto(path);
        await tableReady(page);
        await checkA11y(page);
        const opener = path === POINTS ? firstView(page) : bodyRows(page).first().getByRole('link').first();
        await opener.click();
        await page.getByRole('heading', { level: 2, name: /ID : / }).waitFor();
        await checkA11y(page);
      }
      await openProfile(page);
      await checkA11y(page);
      await page.goto(BROADCASTS);
      await tableReady(page);
      await page.getByRole('button', { name: '+ Create BC' }).click();
      await page.getByRole('dialog').waitFor();
      await checkA11y(page);
      expect(opened.errors).toEqual([]);
    });
  }

  it('the points, broadcasts and profile screens work at 375 px in the dark theme without a sideways page scroll', async () => {
    const opened = await pages.open('/auth/login', { viewport: MOBILE, theme: 'dark' });
    const { page } = opened;
    await signIn(page);
    for (const path of [POINTS, BROADCASTS, '/app/profile']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      if (path !== '/app/profile') await tableReady(page);
      await checkA11y(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page wider than the screen on ${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto(BROADCASTS);
    await tableReady(page);
    await page.getByRole('button', { name: '+ Create BC' }).click();
    await page.getByRole('dialog', { name: 'Create Broadcast' }).waitFor();
    await checkA11y(page);
    expect(opened.errors).toEqual([]);
  });
});
