import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('the built app loads in Chromium with no uncaught error and no CSP violation', async () => {
  const { page, context, errors } = await openPage(browser, '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
  expect(errors).toEqual([]);
  await context.close();
});
