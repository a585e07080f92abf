// The programme, in the http build against the real server (in-process on PGlite): Settings → Programme saves 1
// point per dollar, then Add Points from an amount spent of $23.40 books 23 points (docs/product.md §10.28).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, checkA11y, showTheme, type OpenedPage } from './support/browser';
import { httpConsolePerFile, signInWithMailedCode } from './support/http-sign-in';

const http = httpConsolePerFile();
const opened: OpenedPage[] = [];
afterAll(async () => {
  for (const { context } of opened) await context.close();
});

/** A picture of the screen for a person to look at, when SHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** The screen passes axe in both themes, at 1280 and on a phone, with nothing scrolling sideways. */
async function looked(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await checkA11y(page);
    await shoot(page, `${name}-${theme}`);
  }
  await page.setViewportSize(MOBILE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await checkA11y(page);
  await shoot(page, `${name}-phone`);
  await showTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the programme, http build against the server', () => {
  it('1 point per dollar: $23.40 spent adds 23 points', async () => {
    const session = await http.open('/auth/login');
    opened.push(session);
    const { page, errors } = session;
    await signInWithMailedCode(page, http.server.mailer);
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Points per dollar', { exact: true }).waitFor();
    await looked(page, 'settings');
    await page.getByLabel('Points per dollar', { exact: true }).fill('1');
    await page.getByLabel('Cents per point').fill('2');
    await page.getByRole('button', { name: 'Save programme' }).click();
    await page.getByText('Programme saved.').first().waitFor();

    await page.goto('/app/dashboard/clients?blockStatus=Active');
    await page.locator('main table tbody tr a').first().click();
    await page.waitForURL(/\/app\/dashboard\/clients\/LL\d+$/);
    await page.getByRole('button', { name: 'Add Points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Points' });
    await dialog.getByLabel('Amount spent ($)').fill('23.40');
    await dialog.getByLabel('Reason').fill('Latte and cake');
    await looked(page, 'add-points');
    await dialog.getByRole('button', { name: 'Add Points' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 }).catch(async () => {
      throw new Error(`the dialog stayed: ${await dialog.innerText()}`);
    });
    const history = page.getByRole('table', { name: /Points history of client/ });
    await history.getByText('+23').first().waitFor();
    expect(await history.locator('tbody tr').first().innerText()).toContain('+23');
    expect(errors).toEqual([]);
  });
});
