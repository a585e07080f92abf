// The Activity page in real Chromium: the sidebar item after Broadcasts, the trail the demo seeded, the
// filter panel into the URL, the client page's link to its filtered trail; axe in both themes at both widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, MOBILE, type OpenOptions } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import { signIn } from './support/sign-in';
import { firstView } from './support/console-page';

const pages = pagePerTest({ checkErrors: true });

async function signedIn(options: OpenOptions = {}): Promise<Page> {
  const { page } = await pages.open('/auth/login', options);
  await signIn(page);
  return page;
}

const footer = (page: Page) => page.locator('main').getByText(/^Page \d+ of \d+/);
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('Activity page', () => {
  it('is the sidebar item after Broadcasts and lists the seeded trail, newest first, paged', async () => {
    const page = await signedIn();
    const items = await page.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents();
    expect(items).toEqual(['Overview', 'Home', 'Points', 'Broadcasts', 'Activity', 'Team', 'Settings']);
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL('**/app/dashboard/activity');
    await footer(page).waitFor();
    expect(await page.locator('main tbody tr').count()).toBe(7);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => footer(page).textContent()).toMatch(/^Page 2 of /);
  });

  it('filters by action through the panel, into the URL, and every row shown has that action', async () => {
    const page = await signedIn();
    await page.goto('/app/dashboard/activity');
    await footer(page).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Points Redeemed' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/action=points\.redeemed/);
    await footer(page).waitFor();
    const actions = await page.locator('main tbody tr td:nth-child(3)').allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['Points Redeemed']));
  });

  it('picks the admin by name: the URL holds the id, the chip the name, every row that admin', async () => {
    const page = await signedIn();
    await page.goto('/app/dashboard/activity');
    await footer(page).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const picker = page.getByRole('combobox', { name: 'Admin' });
    await expect.poll(() => picker.locator('option').allTextContents()).toContain('Avery Morgan');
    await picker.selectOption({ label: 'Avery Morgan' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/adminId=[0-9a-f]{24}/);
    await footer(page).waitFor();
    const chips = page.getByRole('list', { name: 'Filters in force' });
    expect(await chips.textContent()).toContain('Admin: Avery Morgan');
    const admins = await page.locator('main tbody tr td:nth-child(2)').allTextContents();
    expect(admins.length).toBeGreaterThan(0);
    expect(new Set(admins)).toEqual(new Set(['Avery Morgan']));
  });

  it("the client page shows the client's latest entries and links to its filtered trail", async () => {
    const page = await signedIn();
    await firstView(page).click();
    const block = page.getByRole('region', { name: 'Latest Activity' });
    const link = block.getByRole('link', { name: /^All activity for / });
    await link.waitFor();
    const clientId = ((await link.textContent()) ?? '').replace('All activity for ', '');
    await link.click();
    await page.waitForURL(`**/app/dashboard/activity?clientId=${clientId}`);
    await footer(page).or(page.getByText('No data available')).first().waitFor();
    const subjects = await page.locator('main tbody tr td:nth-child(4)').allTextContents();
    for (const subject of subjects) expect(subject).toContain(`(${clientId})`);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme at 1280 and 375 px, the filter panel open too, with no page scroll`, async () => {
      const page = await signedIn({ theme });
      await page.goto('/app/dashboard/activity');
      await footer(page).waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await page.setViewportSize(MOBILE);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
    });
  }
});
