// The Overview in real Chromium (demo build): the console's first page after sign-in and the sidebar's first
// item, its charts drawn by uPlot in both themes with no CSP violation (checkErrors turns a
// `securitypolicyviolation` into a failure), the table alternative, and axe at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, MOBILE, type OpenOptions } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import { DEMO, typeLoginAndCode } from './support/sign-in';

const pages = pagePerTest({ checkErrors: true });

/** Signs in and stays where sign-in lands. */
async function landed(options: OpenOptions = {}): Promise<Page> {
  const { page } = await pages.open('/auth/login', options);
  await typeLoginAndCode(page, DEMO, () => DEMO.code);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/dashboard/overview');
  await drawn(page);
  return page;
}

/** Both charts on their canvas. */
const drawn = (page: Page) => page.locator('[data-drawn="true"] canvas').nth(1).waitFor();
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('Overview page', () => {
  it('is where sign-in lands and the sidebar’s first item; its tiles lead to the filtered lists', async () => {
    const page = await landed();
    const items = await page.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents();
    expect(items[0]).toBe('Overview');
    await page.getByRole('combobox', { name: 'Location' }).selectOption('Oakville');
    await page.waitForURL('**/app/dashboard/overview?location=Oakville');
    await drawn(page);
    await page.getByRole('link', { name: /^Points earned/ }).click();
    await page.waitForURL(
      /\/app\/dashboard\/points\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&location=Oakville&type=add$/,
    );
  });

  it('a deep link still returns there after sign-in', async () => {
    const { page } = await pages.open('/app/dashboard/points');
    await page.waitForURL('**/auth/login**');
    await typeLoginAndCode(page, DEMO, () => DEMO.code);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/app/dashboard/points');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme at 1280 and 375 px, charts and tables, with no page scroll`, async () => {
      const page = await landed({ theme });
      await checkA11y(page);
      for (const toggle of await page.getByRole('button', { name: 'Show as table' }).all())
        await toggle.click();
      await page.getByRole('table', { name: 'New clients per week' }).waitFor();
      await checkA11y(page);
      await page.setViewportSize(MOBILE);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
      for (const toggle of await page.getByRole('button', { name: 'Show as table' }).all())
        await toggle.click();
      await drawn(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
    });
  }
});
