// Sign-in, password reset, session expiry and logout in real Chromium against the built demo app.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backendRequests } from './support/backend-requests';
import { baseURL, checkA11y, MOBILE, type OpenOptions } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import { DEMO, signIn } from './support/sign-in';

const pages = pagePerTest();

async function open(path: string, options: OpenOptions = {}): Promise<Page> {
  return (await pages.open(path, options)).page;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The red toast of a failed request (the HTTP adapter's message; the screens add none of their own). */
const errorToast = (page: Page) => page.locator('.Toastify__toast--error');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function submitCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4').waitFor();
  await page.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Every control on the page shows a visible focus indicator when reached by keyboard. */
async function expectVisibleFocus(page: Page, stops: number) {
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'none';
      const style = getComputedStyle(el);
      return style.outlineStyle === 'none' || style.outlineWidth === '0px'
        ? `none on ${el.outerHTML.slice(0, 80)}`
        : 'ok';
    });
    expect(outline).toBe('ok');
  }
}

describe('admin sign-in', () => {
  it('signs in with the demo account and code and lands on the clients list', async () => {
    const page = await open('/auth/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await checkA11y(page);
    await expectVisibleFocus(page, 6);
    await submitCredentials(page, DEMO.email, DEMO.password);
    await page.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
    expect(await page.getByLabel('Digit 1 of 4').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('timer').innerText()).toMatch(/0[01]:\d\d/);
    await checkA11y(page);
    await typeCode(page, DEMO.code);
    await page.waitForURL('**/app/dashboard/overview');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByText('Logged in as').waitFor();
    await checkA11y(page);
    expect(pages.errors()).toEqual([]);
  });

  it('a wrong password shows the error toast and stays on the form with what was typed', async () => {
    const page = await open('/auth/login');
    await submitCredentials(page, DEMO.email, 'Wrong@1234');
    await errorToast(page).waitFor();
    expect(await errorToast(page).count()).toBe(1);
    expect(pathOf(page)).toBe('/auth/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.email);
    expect(await page.getByRole('button', { name: 'Log In' }).isEnabled()).toBe(true);
    await checkA11y(page);
  });

  it('a three-digit code shows its toast and sends no request', async () => {
    const page = await open('/auth/login');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await typeCode(page, '123');
    await toast(page, 'Please enter all 4 digits of OTP').waitFor();
    // The fake backend's own log: it saw the sign-in step, and no code check.
    const paths = (await backendRequests(page)).map((call) => call.path);
    expect(paths).toContain('admin/email-login');
    expect(paths.filter((path) => path.includes('verify-email-otp'))).toEqual([]);
    expect(pathOf(page)).toBe('/auth/login');
  });

  it('the code countdown reaches zero, offers Resend, and a resend restarts it', async () => {
    const page = await open('/auth/login');
    await page.clock.install();
    await page.reload();
    await submitCredentials(page, DEMO.email, DEMO.password);
    await page.getByLabel('Digit 1 of 4').waitFor();
    expect(await page.getByRole('timer').innerText()).toContain('01:00');
    await page.clock.runFor(60_000);
    expect(await page.getByRole('timer').innerText()).toContain('a new code now');
    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByRole('timer').filter({ hasText: '01:00' }).waitFor();
    await typeCode(page, DEMO.code);
    await page.waitForURL('**/app/dashboard/overview');
  });

  it('remember-me prefills the email after logout', async () => {
    const page = await open('/auth/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Log In' }).click();
    await typeCode(page, DEMO.code);
    await page.waitForURL('**/app/dashboard/overview');
    await page.getByRole('button', { name: 'Account options' }).click();
    await page.getByRole('button', { name: 'Logout' }).last().click();
    await page.waitForURL('**/auth/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.email);
  });
});

describe('sign-in screens at 375 px in the dark theme', () => {
  it('login, code and reset steps fit the width and pass the accessibility scan', async () => {
    const page = await open('/auth/login', { viewport: MOBILE, theme: 'dark' });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await checkA11y(page);
    await submitCredentials(page, DEMO.email, DEMO.password);
    await page.getByLabel('Digit 1 of 4').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await checkA11y(page);
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await typeCode(page, DEMO.code);
    await page.getByLabel('New Password', { exact: true }).fill('Abc');
    await page.getByRole('button', { name: 'Password rules' }).focus();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await checkA11y(page);
  });
});

describe('the login page on a phone', () => {
  it('does not move while the sign-in page arrives after its loading state (no layout shift)', async () => {
    const { page, context } = await pages.open('/auth/login', { viewport: MOBILE });
    // Routing turns the HTTP cache off: the reload fetches the page's chunk again, held back so the loading
    // state is painted first, as on a slow phone.
    await context.route(/\/assets\/LoginPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(globalThis, '__shifts', shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push(Number(Reflect.get(entry, 'value') ?? 0));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.waitForTimeout(500);
    const shifts = (await page.evaluate(() => Reflect.get(globalThis, '__shifts'))) as number[];
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});

describe('session', () => {
  it('an expired token in storage shows Session Expired! Please Login. and the login page', async () => {
    const { page, context } = await pages.open('/');
    await context.addInitScript(() => {
      const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const exp = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem('admin-token', `${encode({ alg: 'HS256' })}.${encode({ sub: 'x', exp })}.sig`);
      localStorage.setItem('admin', 'x');
      localStorage.setItem('admin-refresh-token', 'r');
    });
    await page.goto('/app/dashboard/clients');
    await toast(page, 'Session Expired! Please Login.').waitFor();
    // The login page says where to return after sign-in (?next=…).
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('admin-token'));
    expect(token).toBeNull();
  });

  it('logout clears the session keys, keeps the theme, says so and goes to login', async () => {
    const page = await open('/auth/login', { theme: 'dark' });
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await toast(page, 'Logged Out Successfully!').waitFor();
    await page.waitForURL('**/auth/login');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('admin-token'),
      admin: localStorage.getItem('admin'),
      refresh: localStorage.getItem('admin-refresh-token'),
      theme: localStorage.getItem('theme'),
    }));
    expect(stored).toEqual({ token: null, admin: null, refresh: null, theme: 'dark' });
    await page.goto('/app/dashboard/clients');
    await page.waitForURL((url) => url.pathname === '/auth/login');
  });

  it('at 375 px the sidebar hides behind a menu button with aria-expanded', async () => {
    const page = await open('/auth/login', { viewport: MOBILE });
    await signIn(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Console' }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await checkA11y(page);
    await page.getByRole('link', { name: 'Points' }).click();
    await page.waitForURL('**/app/dashboard/points');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('password reset', () => {
  it("Change Password opens the reset page with the signed-in admin's email", async () => {
    const page = await open('/auth/login');
    await signIn(page);
    await page.getByRole('button', { name: 'Account options' }).click();
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/auth/reset-password');
    await page.getByRole('heading', { name: 'Enter Your Email for Password Reset' }).waitFor();
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO.email);
  });

  it('resets the password, then the new one signs in and the old one is refused', async () => {
    const page = await open('/auth/reset-password');
    await page.getByRole('heading', { name: 'Enter Your Email for Password Reset' }).waitFor();
    await checkA11y(page);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await typeCode(page, DEMO.code);
    await page.getByLabel('New Password', { exact: true }).fill('Harbour#Lights26');
    expect(
      await page.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    await page.getByLabel('Confirm Password').fill('Harbour#Lights26');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Changed!' }).waitFor();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.waitForURL('**/auth/login');

    await submitCredentials(page, DEMO.email, DEMO.password);
    await errorToast(page).waitFor();
    expect(pathOf(page)).toBe('/auth/login');
    expect(await page.getByLabel('Digit 1 of 4').count()).toBe(0);

    await signIn(page, { email: DEMO.email, password: 'Harbour#Lights26' });
    expect(page.url()).toBe(`${baseURL()}/app/dashboard/clients`);
  });
});
