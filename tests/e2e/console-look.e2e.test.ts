// Screens as a person sees them in Chromium (demo build): each Settings section padded as the console's cards
// are, the shown-once API key whole on screen at 375 px, focus kept in a dialog whose save the server failed,
// the Overview's programme figures on a card as its tiles are, and the unsubscribe page's refusal focused and
// apart from its button; axe on each, light and dark.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, MOBILE, showTheme } from './support/browser';
import { delay, failNext, serverCall } from './support/faults';
import { pagePerTest } from './support/page-per-test';

const pages = pagePerTest();

async function settings(viewport?: typeof MOBILE): Promise<Page> {
  const { page } = await pages.openSignedIn('/app/dashboard/settings', viewport ? { viewport } : {});
  await page.getByRole('region', { name: 'API keys' }).getByText('No API keys yet.').waitFor();
  return page;
}

const paddingOf = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).evaluate((section) => getComputedStyle(section).padding);

describe('Settings in Chromium', () => {
  it("pads every section as the console's cards are", async () => {
    const page = await settings();
    const card = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'card';
      document.body.append(probe);
      const padding = getComputedStyle(probe).padding;
      probe.remove();
      return padding;
    });
    for (const name of ['Locations', 'Time zone', 'Programme', 'Rewards', 'API keys'])
      expect(await paddingOf(page, name), name).toBe(card);
  });

  it('shows the new API key whole at 375 px, nothing of it scrolled out of view', async () => {
    const page = await settings(MOBILE);
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create key' });
    await create.getByLabel('Name').fill('Front till');
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'API key Front till' });
    const key = shown.getByLabel('API key');
    await key.waitFor();
    const box = await key.evaluate((field) => ({
      value: (field as HTMLTextAreaElement).value,
      scrollWidth: field.scrollWidth,
      clientWidth: field.clientWidth,
      scrollHeight: field.scrollHeight,
      clientHeight: field.clientHeight,
    }));
    expect(box.value).toMatch(/^ll_live_[A-Za-z0-9_-]{40,}$/);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    await checkA11y(page);
    await showTheme(page, 'dark');
    await checkA11y(page);
  });

  it("puts focus back on Save when the server fails a reward's edit, what was typed kept", async () => {
    const page = await settings();
    await serverCall(page, 'POST', 'admin/rewards', { name: 'Free coffee', points: 100 });
    await page.reload();
    const rewards = page.getByRole('region', { name: 'Rewards' });
    await rewards.getByRole('button', { name: 'Edit Free coffee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Free coffee' });
    await edit.getByLabel('Points').fill('150');
    await failNext(page, { method: 'PUT', path: 'admin/rewards/' }, { kind: 'server-error', times: 1 });
    // Clicked, as a person does: the button takes focus, then is disabled while the request is pending.
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.locator('.Toastify__toast--error').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Save');
    expect(await edit.getByLabel('Points').inputValue()).toBe('150');
    await checkA11y(page);
  });
});

describe('Settings loading in Chromium', () => {
  it('shows each section loading in a short block, not a page-high one', async () => {
    const { page } = await pages.openSignedIn('/app/dashboard/overview', { viewport: MOBILE });
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    for (const path of [
      'admin/locations',
      'admin/settings',
      'admin/programme',
      'admin/rewards',
      'admin/api-keys',
    ])
      await delay(page, { method: 'GET', path }, 3000);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the programme' }).waitFor();
    const heights = await page
      .locator('.settings .page-loading')
      .evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const height of heights) expect(height).toBeLessThanOrEqual(120);
  });
});

describe('the Overview in Chromium', () => {
  it('shows the programme figures on a card, their labels muted, as the tiles above them', async () => {
    const { page } = await pages.openSignedIn('/app/dashboard/overview?period=30d', { viewport: MOBILE });
    const figures = page.getByRole('definition').first();
    await figures.waitFor();
    const look = await page.evaluate(() => {
      const list = document.querySelector('dl.overview-programme');
      const tile = document.querySelector('.overview-tile__link');
      const label = document.querySelector('.overview-tile__label');
      const term = list?.querySelector('dt');
      if (!list || !tile || !label || !term) return null;
      const [l, t] = [getComputedStyle(list), getComputedStyle(tile)];
      return {
        border: [l.borderTopWidth, t.borderTopWidth],
        background: [l.backgroundColor, t.backgroundColor],
        padding: [l.paddingTop, t.paddingTop],
        label: [getComputedStyle(term).color, getComputedStyle(label).color],
        wide: list.scrollWidth <= list.clientWidth,
      };
    });
    expect(look).not.toBeNull();
    expect(look?.border[0]).toBe(look?.border[1]);
    expect(look?.background[0]).toBe(look?.background[1]);
    expect(look?.padding[0]).toBe(look?.padding[1]);
    expect(look?.label[0]).toBe(look?.label[1]);
    expect(look?.wide).toBe(true);
    await checkA11y(page);
    await showTheme(page, 'dark');
    await checkA11y(page);
  });
});

describe('the unsubscribe page in Chromium', () => {
  it('puts focus on why a link is refused, the refusal apart from the button under it', async () => {
    const { page } = await pages.open('/auth/unsubscribe?token=not-a-link', { viewport: MOBILE });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    await expect.poll(() => refusal.evaluate((el) => el === document.activeElement)).toBe(true);
    const gap = await page.evaluate(() => {
      const alert = document.querySelector('[role="alert"]')?.getBoundingClientRect();
      const button = document.querySelector('button.button')?.getBoundingClientRect();
      return alert && button ? button.top - alert.bottom : null;
    });
    expect(gap).toBeGreaterThanOrEqual(12);
    await checkA11y(page);
    await showTheme(page, 'dark');
    await checkA11y(page);
  });
});
