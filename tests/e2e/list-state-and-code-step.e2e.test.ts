// The UI refactor in real Chromium: a list's page and sort in the URL, the one code step's paste and
// locked-code resend (items 11 and 5), and the welcome cards named by their text (WCAG 2.5.3).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { DEMO, signIn } from './support/sign-in';
import { firstView } from './support/console-page';

const pages = pagePerTest();

async function open(path: string): Promise<Page> {
  return (await pages.open(path)).page;
}

const pager = (page: Page) => page.locator('main').getByText(/^Page \d+ of \d+$/);
const nameHeader = (page: Page) => page.locator('main table thead th').filter({ hasText: 'Name' });

/** Signed in, on page 2 of the clients sorted by Name. */
async function onPageTwoByName(page: Page): Promise<void> {
  await signIn(page);
  await expect.poll(() => pager(page).textContent()).toMatch(/^Page 1 of/);
  await page.getByRole('button', { name: 'Next' }).click();
  await nameHeader(page).getByRole('button').click();
  await page.waitForURL(
    (url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'name',
  );
  await expect.poll(() => pager(page).textContent()).toMatch(/^Page 2 of/);
}

describe('a list remembers its page and sort in the URL', () => {
  it('Back from a client lands on the page and sort the admin left', async () => {
    const page = await open('/auth/login');
    await onPageTwoByName(page);
    await firstView(page).click();
    await page.getByRole('heading', { level: 2, name: /^Client ID : / }).waitFor();
    await page.goBack();
    await expect.poll(() => pager(page).textContent()).toMatch(/^Page 2 of/);
    expect(await nameHeader(page).getAttribute('aria-sort')).toBe('ascending');
  });

  it('a reload on page 2 stays on page 2', async () => {
    const page = await open('/auth/login');
    await onPageTwoByName(page);
    await page.reload();
    await expect.poll(() => pager(page).textContent()).toMatch(/^Page 2 of/);
    expect(await nameHeader(page).getAttribute('aria-sort')).toBe('ascending');
  });

  it('blocking a client from a row on page 2 keeps page 2', async () => {
    const page = await open('/auth/login');
    await onPageTwoByName(page);
    const status = page.locator('main tbody tr').first().getByRole('combobox');
    const next = (await status.inputValue()) === 'Active' ? 'Blocked' : 'Active';
    await status.selectOption(next);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Checked at the front desk');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.Toastify__toast--success').first().waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => pager(page).textContent()).toMatch(/^Page 2 of/);
  });
});

describe('the code step', () => {
  async function toCodeStep(page: Page): Promise<void> {
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Digit 1 of 4').waitFor();
  }

  const boxes = (page: Page) =>
    Promise.all([1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n} of 4`).inputValue()));

  async function paste(page: Page, box: number, text: string): Promise<void> {
    await page.getByLabel(`Digit ${box} of 4`).evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
  }

  it('a pasted code keeps its digits and fills from the first box; text without digits fills nothing', async () => {
    const page = await open('/auth/login');
    await toCodeStep(page);
    await paste(page, 1, 'abcd');
    expect(await boxes(page)).toEqual(['', '', '', '']);
    await paste(page, 3, '12 34');
    expect(await boxes(page)).toEqual(['1', '2', '3', '4']);
  });

  it('after ten wrong codes the server locks the code step for an hour: Resend waits it out, the right code too', async () => {
    const page = await open('/auth/login');
    await toCodeStep(page);
    expect(await page.getByRole('timer').innerText()).toMatch(/resend the code in 0[01]:\d\d/);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await page.getByLabel('Digit 1 of 4').focus();
      await page.keyboard.type('9999');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('button', { name: 'Verify' }).isEnabled()).toBe(true);
    }
    const locked = page.getByText('Too many wrong codes. Please try again in 1 hour.');
    await locked.first().waitFor();
    // The lock's Retry-After holds Resend back until the hour is over, counting it down.
    const resend = page.getByRole('button', { name: /^Resend/ });
    expect(await resend.isDisabled()).toBe(true);
    await expect.poll(() => resend.innerText()).toMatch(/Resend \(in (60:00|59:\d\d)\)/);
    await page.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type(DEMO.code);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Verify' }).isEnabled()).toBe(true);
    await locked.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(pages.errors()).toEqual([]);
  });
});

describe('the welcome page', () => {
  it('its audience cards are named by the text they show (axe: label-content-name-mismatch)', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Clients', exact: true }).waitFor();
    const { violations } = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
});
