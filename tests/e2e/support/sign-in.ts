import type { Page } from 'playwright-core';

export const DEMO = { email: 'admin@loyalloop.demo', password: 'Demo@1234', code: '1234' } as const;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The login form as a person fills it, from /auth/login (opened when the page is elsewhere): email, password,
 * Log In, then the 4-digit code `codeFor` gives for that email (the demo's fixed one, or the one the server
 * mailed, read once the code step shows, i.e. after it was sent), all but the final Enter: the caller presses
 * it, or times from it.
 */
export async function typeLoginAndCode(
  page: Page,
  credentials: Credentials,
  codeFor: (email: string) => string,
): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Digit 1 of 4').waitFor();
  const code = codeFor(credentials.email);
  await page.getByLabel('Digit 1 of 4').fill(code[0] ?? '');
  await page.keyboard.type(code.slice(1));
}

/** `typeLoginAndCode`, then Enter; resolves on the Overview, where the console opens. */
export async function signInToOverview(
  page: Page,
  credentials: Credentials,
  codeFor: (email: string) => string,
): Promise<void> {
  await typeLoginAndCode(page, credentials, codeFor);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/dashboard/overview');
}

/**
 * Signs in with the demo account from /auth/login, lands on the Overview (the console's first page), and
 * opens the clients list from the sidebar, where the journeys that call this go on.
 */
export async function signIn(page: Page, credentials: Credentials = DEMO): Promise<void> {
  await signInToOverview(page, credentials, () => DEMO.code);
  // In the app, never a new page load (a demo size asked for in the URL lives in this page only); on a phone
  // the sidebar sits behind the menu button.
  const home = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
  if (!(await home.isVisible())) await menu.click();
  await home.click();
  await page.waitForURL('**/app/dashboard/clients');
}
