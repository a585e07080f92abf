// The clients screens in real Chromium: mobile width, open panels and dialogs under axe, history, failures.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { checkA11y, MOBILE, type OpenOptions } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import { signIn } from './support/sign-in';
import { firstView } from './support/console-page';

const pages = pagePerTest();

async function signedIn(options: OpenOptions = {}): Promise<Page> {
  const { page } = await pages.open('/auth/login', options);
  await signIn(page);
  await listReady(page);
  return page;
}

async function listReady(page: Page): Promise<void> {
  await page
    .locator('main')
    .getByText(/^(Page \d+ of \d+|No data available)$/)
    .first()
    .waitFor();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('clients at 375 px', () => {
  it('list, open filter panel, detail and a dialog fit the screen and pass axe', async () => {
    const page = await signedIn({ viewport: MOBILE });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await checkA11y(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await firstView(page).click();
    await page.getByRole('heading', { level: 2, name: /^Client ID : / }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Redeem Points' }).click();
    await page.getByRole('dialog', { name: 'Redeem Points' }).waitFor();
    await checkA11y(page);
    expect(pages.errors()).toEqual([]);
  });
});

describe('clients sorted by the server (docs/product.md §10.18)', () => {
  it('sort by points on page 1 shows the largest balance of the whole list, and the pager keeps focus', async () => {
    const page = await signedIn();
    const whole = await apiGet<{ data: { users: { points: number }[] } }>(
      page,
      'retrieve/admin/view-clients',
    );
    const largest = Math.max(...whole.data.users.map((c) => c.points));
    expect(whole.data.users.length).toBeGreaterThan(7);
    const sortButton = page.getByRole('button', { name: /^Total Points, / });
    await sortButton.click();
    await page.waitForURL(/sort=points/);
    await page.getByRole('button', { name: 'Total Points, sorted ascending' }).click();
    await page.waitForURL(/sort=-points/);
    await page.getByRole('button', { name: 'Total Points, sorted descending' }).waitFor();
    const pointsColumn = await page
      .locator('main thead th')
      .evaluateAll((headers) => headers.findIndex((th) => th.textContent?.startsWith('Total Points')));
    const firstRowPoints = page.locator('main tbody tr').first().locator('td').nth(pointsColumn);
    await expect.poll(() => firstRowPoints.textContent()).toBe(String(largest));
    // Next loads page 2 from the server: the pager stays, and so does the focus on Next.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await listReady(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await checkA11y(page);
    expect(pages.errors()).toEqual([]);
  });
});

describe('clients history and dialogs', () => {
  it('Back and Forward step through applied filters', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Oakville' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/location=Oakville/);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('location'));
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByRole('checkbox', { name: 'Oakville' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await page.goForward();
    await page.waitForURL(/location=Oakville/);
  });

  it('each sort and page change is a history entry: Back steps back through them (docs/product.md §10.9)', async () => {
    const page = await signedIn();
    const pageLabel = () =>
      page
        .locator('main')
        .getByText(/^Page \d+ of \d+$/)
        .first()
        .textContent();
    await page.getByRole('button', { name: /^Name, / }).click();
    await page.waitForURL(/sort=name/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=3/);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(pageLabel).toMatch(/^Page 2 of /);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('sort') === 'name');
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(pageLabel).toMatch(/^Page 1 of /);
    // A page past the last (an old link) shows the last page, with its pager, in place of the empty one.
    await page.evaluate(() => {
      history.pushState(null, '', '/app/dashboard/clients?page=99999');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The address is put right after the page shows (an effect of the answer): wait for it, not for the label.
    await page.waitForURL((url) => url.searchParams.get('page') !== '99999');
    await expect.poll(pageLabel).toMatch(/^Page (\d+) of \1$/);
    expect(pages.errors()).toEqual([]);
  });

  it('a dialog takes focus, Escape closes it and focus returns to its opener', async () => {
    const page = await signedIn();
    await firstView(page).click();
    const opener = page.getByRole('button', { name: 'Add Points' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add Points' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('a failed add keeps the dialog open with what was typed, and nothing changes', async () => {
    const page = await signedIn();
    await firstView(page).click();
    await page.getByRole('heading', { level: 2, name: /^Client ID : / }).waitFor();
    const balance = async () => {
      const row = page
        .locator('main tr')
        .filter({ has: page.getByRole('rowheader', { name: 'Total Points', exact: true }) });
      return (await row.locator('td').first().textContent())?.trim();
    };
    await expect.poll(balance).toMatch(/^\d+$/);
    const before = await balance();
    await page.evaluate(() => {
      const demo = (window as unknown as { __loyalloopDemo: { knobs: { fail(m: object, f: object): void } } })
        .__loyalloopDemo;
      demo.knobs.fail({ method: 'POST', path: 'addpoints' }, { kind: 'server-error' });
    });
    await page.getByRole('button', { name: 'Add Points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Points' });
    await dialog.getByLabel('Points').fill('12');
    await dialog.getByLabel('Reason').fill('Should not apply');
    await dialog.getByRole('button', { name: 'Add Points' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Add Points' }).isEnabled()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    // The reason is shown inside the dialog (its own toast outlet), not behind the modal's backdrop.
    await dialog.getByRole('alert').first().waitFor();
    expect(await dialog.getByLabel('Points').inputValue()).toBe('12');
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Should not apply');
    await page.evaluate(() =>
      (window as unknown as { __loyalloopDemo: { knobs: { clear(): void } } }).__loyalloopDemo.knobs.clear(),
    );
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(balance).toBe(before);
  });
});
