// The console conventions (docs/architecture.md) in Chromium, where they were found: the sign-in pages' logo on a fresh load, the
// wheel on a focused points field, a long unbroken client name, and focus after a row's View link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, MOBILE } from './support/browser';
import { firstView, openFirstClient, table, tableReady } from './support/console-page';
import { pagePerTest } from './support/page-per-test';
import { DEMO, signIn } from './support/sign-in';

const pages = pagePerTest({ checkErrors: true });

async function signedIn(options: Parameters<typeof pages.open>[1] = {}): Promise<Page> {
  const { page } = await pages.open('/auth/login', options);
  await signIn(page);
  await tableReady(page);
  return page;
}

describe('the sign-in pages loaded directly', () => {
  it.each(['/auth/login', '/auth/register', '/auth/reset-password'])(
    '%s shows the logo styled: in line, not underlined',
    async (path) => {
      const { page } = await pages.open(path);
      const logo = page.getByRole('link', { name: 'LoyalLoop home' });
      await logo.waitFor();
      const style = await logo.evaluate((el) => {
        const css = getComputedStyle(el);
        return { display: css.display, decoration: css.textDecorationLine };
      });
      // In line: the mark beside the name (a flex box, `flex` once its own bar lays it out), not underlined.
      expect(style.display).toMatch(/^(inline-)?flex$/);
      expect(style.decoration).toBe('none');
    },
  );
});

describe('sign-in in Chromium (items 7 and 15)', () => {
  const errorToast = (page: Page) => page.locator('.Toastify__toast--error');

  it('the refused password’s toast is gone once the code screen shows', async () => {
    const { page } = await pages.open('/auth/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    const refused = errorToast(page).filter({ hasText: 'Invalid email or password.' });
    await refused.waitFor();
    const shownAt = Date.now();
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByLabel('Digit 1 of 4').waitFor();
    // Well before its own 5 s are up: the code screen took it down.
    await expect.poll(() => refused.count(), { timeout: 1500 }).toBe(0);
    expect(Date.now() - shownAt).toBeLessThan(4500);
  });

  it('after Invalid OTP, clicking the first box and typing the right code sends that code', async () => {
    const { page } = await pages.open('/auth/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Digit 1 of 4').waitFor();
    await page.keyboard.type('1294');
    await page.keyboard.press('Enter');
    await errorToast(page).waitFor();
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(DEMO.code);
    const boxes = await Promise.all([1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n} of 4`).inputValue()));
    expect(boxes.join('')).toBe(DEMO.code);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/app/dashboard/overview');
  });
});

describe('the points field and the mouse wheel', () => {
  it('turning the wheel over a focused points field leaves its number as typed', async () => {
    const page = await signedIn();
    await openFirstClient(page);
    await page.getByRole('button', { name: 'Add Points' }).click();
    const field = page.getByRole('dialog', { name: 'Add Points' }).getByLabel('Points', { exact: true });
    await field.fill('3');
    await field.hover();
    // One step a turn: both turns the same way, so a field that follows the wheel cannot end where it began.
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    // Let a wheel that did change the value reach the field before reading it.
    await page.waitForTimeout(200);
    expect(await field.inputValue()).toBe('3');
  });
});

const LONG_NAME = `Maya${'x'.repeat(120)}Chen`;

/** Renames the newest client in the demo's saved data, then reloads the list. */
async function withLongName(page: Page): Promise<void> {
  await page.evaluate((name) => {
    const raw = localStorage.getItem('loyalloop-demo-db');
    if (!raw) throw new Error('no saved demo data');
    const db = JSON.parse(raw) as { clients: { name: string }[] };
    const first = db.clients[0];
    if (!first) throw new Error('no client');
    first.name = name;
    localStorage.setItem('loyalloop-demo-db', JSON.stringify(db));
  }, LONG_NAME);
  await page.goto('/app/dashboard/clients?sort=-joinDate');
  await tableReady(page);
}

/** The table's sideways overflow, and whether the first row's View link is inside the viewport. */
const fit = (page: Page) =>
  table(page).evaluate((el) => {
    const scroller = el.parentElement;
    const view = el.querySelector('tbody tr a');
    return {
      overflow: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
      viewRight: view ? view.getBoundingClientRect().right : Number.POSITIVE_INFINITY,
    };
  });

describe('a long unbroken client name', () => {
  it('at 1280 px keeps Status and View on screen, and its full text is on hover and on focus', async () => {
    const page = await signedIn();
    const before = await fit(page);
    await withLongName(page);
    const row = table(page).locator('tbody tr').filter({ hasText: 'Mayaxxxx' });
    await row.waitFor();
    const { overflow, viewRight } = await fit(page);
    expect(overflow).toBeLessThanOrEqual(Math.max(0, before.overflow));
    expect(viewRight).toBeLessThanOrEqual(1280);

    const trigger = row.locator('[aria-describedby]').filter({ hasText: 'Mayaxxxx' });
    const tooltip = page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
    expect(await tooltip.textContent()).toBe(LONG_NAME);
    await trigger.hover();
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await page.mouse.move(0, 0);
    await trigger.focus();
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await checkA11y(page);
  });

  it('at 375 px widens the sideways-scrolling table by no more than a short name would', async () => {
    const page = await signedIn({ viewport: MOBILE, theme: 'dark' });
    const before = await fit(page);
    await withLongName(page);
    await table(page).locator('tbody tr').filter({ hasText: 'Mayaxxxx' }).waitFor();
    const after = await fit(page);
    expect(after.overflow - before.overflow).toBeLessThan(120);
    await checkA11y(page);
  });
});

describe("a row's View link", () => {
  it("moves focus to the client page's heading", async () => {
    const page = await signedIn();
    await firstView(page).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: /^Client ID : / });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('filters in force as chips', () => {
  it.each(['light', 'dark'] as const)(
    'shows removable chips and Clear filters under No data available, axe-clean in the %s theme',
    async (theme) => {
      const page = await signedIn({ theme });
      await page.goto('/app/dashboard/clients?location=Oakville&blockStatus=Blocked');
      await tableReady(page);
      const chips = page.getByRole('list', { name: 'Filters in force' });
      expect(await chips.getByRole('listitem').allTextContents()).toEqual([
        'Location: Oakville×',
        'Status: Blocked×',
      ]);
      await checkA11y(page);
      await page.getByRole('button', { name: 'Remove filter Status: Blocked' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?location=Oakville');

      await page.goto('/app/dashboard/clients?location=Oakville&search=zzzzzz');
      await tableReady(page);
      await page.getByRole('button', { name: 'Clear filters' }).waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await tableReady(page);
      expect(await page.getByRole('list', { name: 'Filters in force' }).count()).toBe(0);
    },
  );
});

describe('field limits', () => {
  it('the notes field counts from 80 % of its limit in a polite live region, axe-clean at 375 px', async () => {
    const page = await signedIn({ viewport: MOBILE, theme: 'dark' });
    await openFirstClient(page);
    await page.getByRole('button', { name: 'Edit notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Notes' });
    const notes = dialog.getByLabel('Notes');
    await notes.fill('n'.repeat(4100));
    const counter = dialog.getByText('4,100 of 5,000 characters');
    await counter.waitFor();
    expect(await counter.getAttribute('aria-live')).toBe('polite');
    await checkA11y(page);
  });
});
