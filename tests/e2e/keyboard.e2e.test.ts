// Keyboard: the whole admin day without a mouse — sign in, search, open a client, add points, block
// and unblock, send a broadcast, log out — with focus visible at every stop, the skip link first, dialogs that
// trap and restore focus, and Escape closing dialogs and menus. No click() anywhere in this file.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, openPage } from './support/browser';
import { DEMO } from './support/sign-in';
import { detail, ledgerCount, serverClient, serverGet } from './support/faults';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Stops where the focused element shows no outline or box-shadow ring. */
const unfocusedStops: string[] = [];

async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    // Focus on the browser's own UI (Tab past the last control) has nothing to draw in the page.
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring ? null : el.outerHTML.slice(0, 100);
  });
}

const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Tab (or Shift+Tab) until the target has focus, checking focus is visible at every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const hidden = await focusIsVisible(page);
    if (hidden) unfocusedStops.push(`${new URL(page.url()).pathname}: ${hidden}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`could not Tab to ${target.toString()} in ${max} presses`);
}

async function signInByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await page.getByLabel('Digit 1 of 4').waitFor();
  expect(await isFocused(page.getByLabel('Digit 1 of 4'))).toBe(true);
  await page.keyboard.type(DEMO.code);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/dashboard/overview');
}

/**
 * Focus never reaches the page behind the open dialog, forwards or backwards. A native modal <dialog> lets Tab
 * pass from its last control to the browser's own UI (document.body here) and back to its first control, as
 * the platform does; what must never happen is focus on an element of the inert page behind.
 */
async function expectTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    let inside = 0;
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      const where = await dialog.evaluate((d) =>
        d.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body || !document.activeElement
            ? 'browser'
            : document.activeElement.outerHTML.slice(0, 100),
      );
      expect(['dialog', 'browser'], `${key} #${i} reached ${where}`).toContain(where);
      if (where === 'dialog') inside += 1;
    }
    expect(inside).toBeGreaterThan(6);
  }
}

async function firstName(page: Page): Promise<{ id: string; name: string }> {
  const body = await serverGet<{ data: { users: { userId: string; name: string; blockStatus: string }[] } }>(
    page,
    'retrieve/admin/view-clients',
  );
  const client = body.data.users.find((u) => u.blockStatus === 'Active');
  if (!client) throw new Error('no active client');
  return { id: client.userId, name: client.name };
}

describe('keyboard only', () => {
  it('signs in, searches, opens a client, adds points, blocks and unblocks, broadcasts and logs out', async () => {
    const { page, context, errors } = await openPage(browser, '/auth/login');
    unfocusedStops.length = 0;
    try {
      await signInByKeyboard(page);
      await page.getByRole('list', { name: 'Figures' }).waitFor();

      // A fresh load: the skip link is the first stop and moves focus to the main content.
      await page.goto('/app/dashboard/clients');
      await page.locator('main tbody tr').first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      const first = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
      expect(await isFocused(skip), `first Tab stop: ${first}`).toBe(true);
      expect(await focusIsVisible(page)).toBeNull();
      expect(await skip.evaluate((el) => el.getBoundingClientRect().height > 0)).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id === 'main' || location.hash === '#main'))
        .toBe(true);

      // The filter panel opens with Enter and Escape closes it without applying.
      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      await tabTo(page, filters);
      await page.keyboard.press('Enter');
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await filters.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('group', { name: 'Filters' }).isHidden()).toBe(true);

      // Search a client and open it.
      const client = await firstName(page);
      await tabTo(page, page.getByRole('searchbox', { name: 'Search This Section' }));
      await page.keyboard.type(client.id);
      await page.waitForURL(/search=/);
      const view = page
        .locator('main tbody tr')
        .filter({ hasText: client.id })
        .getByRole('link', { name: /^View / });
      await view.waitFor();
      await tabTo(page, view);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: `Client ID : ${client.id}` }).waitFor();

      // Add points: the dialog takes focus, traps it, and gives it back to its opener.
      const ledger = await ledgerCount(page, client.id);
      const points = (await serverClient(page, client.id)).points;
      const addOpener = page.getByRole('button', { name: 'Add Points', exact: true });
      await tabTo(page, addOpener);
      await page.keyboard.press('Enter');
      const add = page.getByRole('dialog', { name: 'Add Points' });
      await add.waitFor();
      await expectTrapped(page, add);
      await tabTo(page, add.getByLabel('Points'));
      await page.keyboard.type('7');
      await tabTo(page, add.getByLabel('Reason'));
      await page.keyboard.type('Keyboard visit');
      await tabTo(page, add.getByRole('button', { name: 'Add Points' }));
      await page.keyboard.press('Enter');
      await add.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(addOpener)).toBe(true);
      await expect.poll(() => detail(page, 'Total Points')).toBe(String(points + 7));
      expect(await ledgerCount(page, client.id)).toBe(ledger + 1);

      // Escape closes a dialog and focus returns to its opener.
      const redeemOpener = page.getByRole('button', { name: 'Redeem Points', exact: true });
      await tabTo(page, redeemOpener, { back: true });
      await page.keyboard.press('Space');
      const redeem = page.getByRole('dialog', { name: 'Redeem Points' });
      await redeem.waitFor();
      await page.keyboard.press('Escape');
      await redeem.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(redeemOpener)).toBe(true);

      // Block, then unblock, with the arrow keys on the status dropdown.
      const status = page.getByLabel('Block status');
      for (const [key, next] of [
        ['ArrowDown', 'Blocked'],
        ['ArrowUp', 'Active'],
      ] as const) {
        await tabTo(page, status);
        // The arrow shows the choice; Enter commits it, which opens the reason dialog.
        await page.keyboard.press(key);
        await page.keyboard.press('Enter');
        const reason = page.getByRole('dialog', { name: /^(Block Client|Activate Client)$/ });
        await reason.waitFor();
        await tabTo(page, reason.getByLabel('Reason'));
        await page.keyboard.type(`Keyboard ${next}`);
        await tabTo(page, reason.getByRole('button', { name: 'Confirm' }));
        await page.keyboard.press('Enter');
        await reason.waitFor({ state: 'hidden' });
        await expect.poll(async () => (await serverClient(page, client.id)).blockStatus).toBe(next);
        await expect.poll(() => status.inputValue()).toBe(next);
        await expect.poll(() => isFocused(status)).toBe(true);
      }

      // The account menu opens with Enter and closes with Escape, focus back on its button.
      const menu = page.getByRole('button', { name: 'Account options' });
      await tabTo(page, menu, { back: true });
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await isFocused(menu)).toBe(true);

      // Send a broadcast.
      await tabTo(
        page,
        page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Broadcasts' }),
        { back: true },
      );
      await page.keyboard.press('Enter');
      await page.waitForURL('**/app/dashboard/broadcasts');
      const total = (await serverGet<{ totalCount: number }>(page, 'admin/broadcasts')).totalCount;
      await tabTo(page, page.getByRole('button', { name: '+ Create BC' }));
      await page.keyboard.press('Enter');
      const create = page.getByRole('dialog', { name: 'Create Broadcast' });
      await create.waitFor();
      await tabTo(page, create.getByLabel('Message'));
      await page.keyboard.type('Typed without a mouse');
      await tabTo(page, create.getByRole('button', { name: 'Send' }));
      await page.keyboard.press('Enter');
      await create.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => (await serverGet<{ totalCount: number }>(page, 'admin/broadcasts')).totalCount)
        .toBe(total + 1);

      // Log out.
      await tabTo(page, page.getByRole('button', { name: 'Logout' }).first(), { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/auth/login');

      expect(unfocusedStops).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('at 375 px the menu button opens the sidebar with Enter and Escape closes it', async () => {
    const { page, context, errors } = await openPage(browser, '/auth/login', { viewport: MOBILE });
    unfocusedStops.length = 0;
    try {
      await signInByKeyboard(page);
      await page.getByRole('list', { name: 'Figures' }).waitFor();
      const menu = page.getByRole('button', { name: 'Menu' });
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      const points = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Points' });
      await points.waitFor();
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // Reopen and go somewhere by keyboard: the menu closes behind the admin.
      await tabTo(page, menu, { back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, points);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/app/dashboard/points');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(unfocusedStops).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
