// Sessions (docs/api.md, "Sessions"): a 401 ends the session, tokens stay out of URLs and logs, logout clears the session even
// offline and keeps what it should, and a second tab follows the logout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backendRequests } from './support/backend-requests';
import { failNext } from './support/faults';
import { pagePerTest } from './support/page-per-test';
import { DEMO, signIn, typeLoginAndCode } from './support/sign-in';
import { firstView } from './support/console-page';

const SESSION_KEYS = ['admin-token', 'admin', 'admin-refresh-token'] as const;
const EXPIRED = 'Session Expired! Please Login.';

const pages = pagePerTest();

async function signedIn(): Promise<Page> {
  const { page } = await pages.open('/auth/login');
  await signIn(page);
  await page.locator('main tbody tr').first().waitFor();
  return page;
}

const storage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  );
const pathOf = (page: Page): string => new URL(page.url()).pathname;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** Edits the last character of a stored token: it still looks valid to the browser, the server refuses it. */
const forge = (page: Page, key: string) =>
  page.evaluate((name) => {
    const token = localStorage.getItem(name) ?? '';
    localStorage.setItem(name, `${token.slice(0, -1)}${token.slice(-1) === 'A' ? 'B' : 'A'}`);
  }, key);

describe('a 401 on a signed-in call', () => {
  it('with a refresh token that still works, renews silently and the page loads', async () => {
    const page = await signedIn();
    await forge(page, 'admin-token');
    const before = (await storage(page))['admin-refresh-token'];
    await sidebar(page).getByRole('link', { name: 'Points' }).click();
    await page.locator('main tbody tr').first().waitFor();
    expect(pathOf(page)).toBe('/app/dashboard/points');
    expect((await storage(page))['admin-refresh-token']).not.toBe(before);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
  });

  it('ends the session with the expiry toast and the login page when the renewal is refused', async () => {
    const page = await signedIn();
    await forge(page, 'admin-token');
    await forge(page, 'admin-refresh-token');
    await sidebar(page).getByRole('link', { name: 'Points' }).click();
    await page.getByText(EXPIRED).first().waitFor({ timeout: 5_000 });
    await page.waitForURL((url) => url.pathname === '/auth/login');
    const kept = await storage(page);
    for (const key of SESSION_KEYS) expect(kept[key], key).toBeUndefined();
    // Said once, even though the page may have fired several calls.
    expect(await page.getByText(EXPIRED).count()).toBe(1);
  });
});

describe('a 401 on a change', () => {
  it('ends the session with the expiry toast when a change is refused with 401', async () => {
    const page = await signedIn();
    await firstView(page).click();
    await page.getByRole('heading', { level: 2, name: /^Client ID : / }).waitFor();
    const clientPath = pathOf(page);
    await page.getByRole('button', { name: 'Add Points', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Points' });
    await dialog.getByLabel('Points', { exact: true }).fill('5');
    await dialog.getByLabel('Reason').fill('With a refused token');
    // A session past renewal while the dialog is open: the access token removed in this tab, and a refresh
    // token that no longer works (the dialog read the business's locations as it opened).
    await page.evaluate(() => localStorage.removeItem('admin-token'));
    await forge(page, 'admin-refresh-token');
    await dialog.getByRole('button', { name: 'Add Points' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    const kept = await storage(page);
    for (const key of SESSION_KEYS) expect(kept[key], key).toBeUndefined();
    // The expiry toast must survive the dialog it was raised from.
    await page.getByText(EXPIRED).first().waitFor({ timeout: 5_000 });
    // Signing in again returns to the client with the dialog and what was typed.
    await typeLoginAndCode(page, DEMO, () => DEMO.code);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === clientPath);
    const reopened = page.getByRole('dialog', { name: 'Add Points' });
    await reopened.waitFor();
    expect(await reopened.getByLabel('Points', { exact: true }).inputValue()).toBe('5');
    expect(await reopened.getByLabel('Reason').inputValue()).toBe('With a refused token');
  });
});

describe('tokens stay out of URLs and logs', () => {
  it('no URL or console message of a whole journey carries a token', async () => {
    const { page } = await pages.open('/auth/login');
    const urls: string[] = [];
    const logs: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('request', (request) => urls.push(request.url()));
    page.on('console', (message) => logs.push(message.text()));
    await signIn(page);
    await page.locator('main tbody tr').first().waitFor();
    const steps = [
      sidebar(page).getByRole('link', { name: 'Points' }),
      sidebar(page).getByRole('link', { name: 'Broadcasts' }),
    ];
    for (const step of steps) {
      await step.click();
      await page.locator('main tbody tr').first().waitFor();
      urls.push(page.url());
      await page.locator('main tbody tr').first().getByRole('link').first().click();
      await page.getByRole('heading', { level: 2, name: /ID : / }).waitFor();
      urls.push(page.url());
    }
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    urls.push(page.url());
    const { token, refresh } = await page.evaluate(() => ({
      token: localStorage.getItem('admin-token') ?? '',
      refresh: localStorage.getItem('admin-refresh-token') ?? '',
    }));
    expect(token.length).toBeGreaterThan(10);
    // The API calls never reach the network in the demo: read them from the fake backend's log.
    const calls = await backendRequests(page);
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        'retrieve/admin/view-clients',
        'admin/points-transactions',
        'admin/broadcasts',
      ]),
    );
    urls.push(...calls.map((call) => `/api/${call.path}${call.query}`));
    await sidebar(page).locator('..').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    urls.push(page.url());
    const leaks = [...urls, ...logs].filter(
      (text) =>
        text.includes(token) ||
        (refresh !== '' && text.includes(refresh)) ||
        /[?&#](access_?token|token)=/i.test(text),
    );
    expect(leaks).toEqual([]);
  });
});

describe('logout', () => {
  it('clears the session keys with the server unreachable, and keeps theme, remembered email and demo data', async () => {
    const { page } = await pages.open('/auth/login');
    await page.getByRole('checkbox', { name: /Remember me/ }).check();
    await signIn(page);
    await page.locator('main tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    // Every call from now on fails as if the network were down.
    await failNext(page, { path: '' }, { kind: 'network' });
    const before = await storage(page);
    expect(before['loyalloop-demo-db']).toBeTruthy();
    expect(before['admin-email']).toContain(DEMO.email);
    await page.getByRole('button', { name: 'Account options' }).click();
    await page.locator('.account-menu__list').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByText('Logged Out Successfully!').first().waitFor();
    const after = await storage(page);
    for (const key of SESSION_KEYS) expect(after[key], key).toBeUndefined();
    expect(after.theme).toBe(before.theme);
    expect(after.theme).toBeTruthy();
    expect(after['admin-email']).toBe(before['admin-email']);
    expect(after['loyalloop-demo-db']).toBeTruthy();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.email);
    // Back does not reopen the console.
    await page.goBack();
    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
  });

  it('a second tab sees the logout and leaves the console', async () => {
    const first = await signedIn();
    const context = first.context();
    const second = await context.newPage();
    await second.goto('/app/dashboard/points');
    await second.locator('main tbody tr').first().waitFor();
    await sidebar(first).locator('..').getByRole('button', { name: 'Logout' }).click();
    await first.waitForURL((url) => url.pathname === '/auth/login');
    await second.waitForURL((url) => url.pathname === '/auth/login', { timeout: 5_000 });
    expect(pathOf(second)).toBe('/auth/login');
  });
});
