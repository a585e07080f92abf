import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkA11y, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('vendor sign-up', () => {
  it('registers, verifies the emailed code and goes on to connect a company after 60 s', async () => {
    const { page, context, errors } = await openPage(browser, '/auth/register');
    try {
      // The success countdown is driven by a fake clock, never waited out.
      await page.clock.install();
      await page.reload();

      const submit = page.getByRole('button', { name: 'Sign Up' });
      await page.getByLabel('Full Name').waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Full Name').fill('Maya Chen');
      await page.getByLabel('Email Address').fill('maya@bean.example');
      await page.getByLabel('Country').selectOption('Canada');
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('checkbox').check();
      expect(await submit.isEnabled()).toBe(true);
      await checkA11y(page);
      await submit.click();

      await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
      await page.getByRole('textbox').first().click();
      await page.keyboard.type('1234');
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();
      expect(await page.getByRole('link', { name: 'Next - Connect A Company' }).getAttribute('href')).toBe(
        '/connect-company',
      );
      expect(await page.getByRole('timer').innerText()).toContain('1:00');
      await page.clock.runFor(30_000);
      expect(await page.getByRole('timer').innerText()).toContain('0:30');
      expect(new URL(page.url()).pathname).toBe('/auth/register');
      await page.clock.runFor(30_000);
      await page.waitForURL(`${baseURL()}/connect-company`);
      await page.getByRole('heading', { level: 1, name: 'Connect A Company' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the required messages when fields are left empty', async () => {
    const { page, context } = await openPage(browser, '/auth/register', {
      viewport: { width: 375, height: 812 },
    });
    await page.getByLabel('Full Name').click();
    await page.getByLabel('Email Address').click();
    await page.getByLabel('Country').click();
    await page.getByRole('checkbox').focus();
    await page.getByText('Full name is required!').waitFor();
    await page.getByText('Email is required!').waitFor();
    await page.getByText('Country is required').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
