// In Chromium: the mobile menu's focus, tooltips inside the viewport, the status dropdown's keys,
// and a deep link kept through sign-in.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser';
import { DEMO, typeLoginAndCode } from './support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

/** Signs in from the login page it is on, and waits to leave it. */
async function signInHere(page: Page): Promise<void> {
  await typeLoginAndCode(page, DEMO, () => DEMO.code);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** The tooltip a trigger describes, after hovering it: wholly inside the viewport. */
async function expectTooltipInViewport(page: Page, trigger: Locator): Promise<void> {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.hover();
  const id = await trigger.getAttribute('aria-describedby');
  const bubble = page.locator(`[id="${id}"]`);
  await expect.poll(() => bubble.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
  const box = await bubble.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no tooltip box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Nothing covers it: the topmost element at its centre is the tooltip itself.
  const onTop = await page.evaluate(
    ({ x, y, tooltipId }) => document.elementFromPoint(x, y)?.closest(`[id="${tooltipId}"]`) !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2, tooltipId: id ?? '' },
  );
  expect(onTop).toBe(true);
  // And by keyboard focus too.
  await page.mouse.move(0, 0);
  await trigger.focus();
  await expect.poll(() => bubble.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
}

describe('the site menu at 375 px', () => {
  it('moves focus into the open menu, keeps Tab in it, and Escape returns focus to Menu', async () => {
    const { page, context } = await openPage(browser, '/home-page-vendors', { viewport: MOBILE });
    try {
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      const drawer = page.getByRole('navigation', { name: 'Mobile' });
      await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () => document.activeElement?.closest('.pub-header__drawer, .pub-header__menu-button') !== null,
        );
        expect(inside, `Tab ${i + 1} left the menu for ${await focusedName(page)}`).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('signed out, a deep link', () => {
  it('returns to the page asked for after sign-in; a foreign return path goes to the dashboard', async () => {
    const { page, context } = await openPage(browser, '/app/dashboard/points?page=2');
    try {
      await page.waitForURL('**/auth/login?next=*');
      await signInHere(page);
      const back = new URL(page.url());
      expect(back.pathname + back.search).toBe('/app/dashboard/points?page=2');
    } finally {
      await context.close();
    }
    const foreign = await openPage(browser, '/auth/login?next=%2F%2Fevil.example%2Fapp');
    try {
      const origin = new URL(foreign.page.url()).origin;
      await signInHere(foreign.page);
      const landed = new URL(foreign.page.url());
      expect(landed.origin).toBe(origin);
      expect(landed.pathname).toMatch(/^\/app\/dashboard/);
    } finally {
      await foreign.context.close();
    }
  });
});

describe.each([
  ['1280', DESKTOP],
  ['375', MOBILE],
])('tooltips at %s px', (_width, viewport) => {
  it('the ledger reason, the last broadcast row and a block reason are wholly visible', async () => {
    const { page, context } = await openPage(browser, '/auth/login', { viewport });
    try {
      await signInHere(page);
      await page.goto('/app/dashboard/points');
      const reasons = page.locator('main tbody tr td .tooltip__trigger');
      await reasons.first().waitFor();
      await expectTooltipInViewport(page, reasons.first());

      await page.goto('/app/dashboard/broadcasts');
      const descriptions = page.locator('main tbody tr .tooltip__trigger');
      await descriptions.first().waitFor();
      await expectTooltipInViewport(page, descriptions.last());

      await page.goto('/app/dashboard/clients');
      const firstClient = page.locator('main tbody tr a').first();
      await firstClient.waitFor();
      await firstClient.click();
      const blockReason = page.locator('main .tooltip__trigger').first();
      if ((await blockReason.count()) > 0) await expectTooltipInViewport(page, blockReason);
    } finally {
      await context.close();
    }
  });
});

describe('the status dropdown and the keyboard', () => {
  it('arrow keys do not open the block dialog; Enter does', async () => {
    const { page, context } = await openPage(browser, '/auth/login');
    try {
      await signInHere(page);
      // The console opens on the Overview (docs/architecture.md, "The Overview"); the dropdowns are on Clients.
      await page.goto('/app/dashboard/clients');
      const select = page.locator('main tbody tr select').first();
      await select.waitFor();
      await select.focus();
      const initial = await select.inputValue();
      await page.keyboard.press(initial === 'Active' ? 'ArrowDown' : 'ArrowUp');
      expect(await select.inputValue(), 'the arrow walked to the other option').not.toBe(initial);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
    } finally {
      await context.close();
    }
  });
});
