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
/** How far each table's own box scrolls sideways (0: it reads whole). */
const tableOverflow = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="region"][aria-label$=", table"]')].map(
      (box) => box.scrollWidth - box.clientWidth,
    ),
  );

/** Presses every chart's toggle that reads `label` (each press changes its label, so one at a time). */
async function showAll(page: Page, label: 'Show as table' | 'Show as chart'): Promise<void> {
  const toggles = page.getByRole('button', { name: label });
  while ((await toggles.count()) > 0) await toggles.first().click();
}

/** From now on the page's Overview answers are scaled by `times` (eight-digit figures), as a large business's. */
const scaleOverview = (page: Page, times: number) =>
  page.evaluate((k) => {
    const real = window.fetch;
    window.fetch = async (input, init) => {
      const answer = await real(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('admin/overview')) return answer;
      const body = (await answer.clone().json()) as { overview: Record<string, unknown> };
      const scale = (value: unknown): unknown =>
        typeof value === 'number'
          ? value * k
          : Array.isArray(value)
            ? value.map(scale)
            : value && typeof value === 'object'
              ? Object.fromEntries(
                  Object.entries(value).map(([key, v]) => [key, key === 'bucketDays' ? v : scale(v)]),
                )
              : value;
      return new Response(JSON.stringify({ ...body, overview: scale(body.overview) }), {
        status: answer.status,
        headers: answer.headers,
      });
    };
  }, times);

describe('Overview page', () => {
  it('eight-digit figures stay inside their tiles at 1280 and 375 px, and the y axis shows them whole', async () => {
    const page = await landed();
    await scaleOverview(page, 40_000);
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 90 days' });
    await page
      .getByText(/^\d{1,3},\d{3},\d{3}$/)
      .first()
      .waitFor();
    await drawn(page);
    for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.waitForFunction(() => document.querySelectorAll('[data-drawn="true"] canvas').length === 2);
      // Inside the card and on one line: neither spilt over its edge nor broken across lines.
      const spilt = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.overview-tile__value')]
          .filter(
            (value) =>
              value.scrollWidth > value.clientWidth ||
              value.offsetHeight > 1.6 * parseFloat(getComputedStyle(value).fontSize),
          )
          .map((value) => value.textContent),
      );
      expect(spilt).toEqual([]);
      // The charts follow a new width a frame after it (their ResizeObserver): poll, as a person would look again.
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      // uPlot gives each axis a box of the size it was given: wide enough for the widest label.
      const room = await page.evaluate(() => {
        const axis = document.querySelectorAll('.overview-chart .u-axis')[1];
        const context = document.createElement('canvas').getContext('2d');
        if (!axis || !context) return null;
        context.font = '12px sans-serif';
        return axis.getBoundingClientRect().width - context.measureText('2,500,000').width;
      });
      expect(room).toBeGreaterThan(10);
    }
    await checkA11y(page);
  });

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
    it(`passes axe in the ${theme} theme at 1280 and 375 px, charts and tables, with no page or table scrolling sideways`, async () => {
      const page = await landed({ theme });
      await checkA11y(page);
      await showAll(page, 'Show as table');
      await page.getByRole('table', { name: 'New clients per week' }).waitFor();
      expect(await page.getByRole('button', { name: 'Show as chart' }).count()).toBe(2);
      await checkA11y(page);
      await page.setViewportSize(MOBILE);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The per-day table of four series stacks on a phone: neither the page nor its box scrolls sideways.
      expect(await tableOverflow(page)).toEqual([0, 0]);
      await checkA11y(page);
      await showAll(page, 'Show as chart');
      await showAll(page, 'Show as table');
      await page.getByRole('table', { name: 'New clients per week' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
      await showAll(page, 'Show as chart');
      await drawn(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
    });
  }
});
