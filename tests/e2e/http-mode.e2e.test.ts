// The console's http build against the real server (buildServer in-process on PGlite, serving dist-http/, its
// mail captured): sign-in with the code the server mailed, the clients list, adding points, and a photo upload
// that the header then loads from /api/uploads/…, with axe on each screen and no console error (a CSP
// violation is one). The rest of the browser suite stays on the demo build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_DIR, ensureConsoleBuild } from '../../scripts/server/builds.mjs';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { checkA11y, launchBrowser, openPage, type OpenedPage } from './support/browser';
import { addPoints, balance, openFirstClient, tableReady, TINY_PNG } from './support/console-page';
import { DEMO } from './support/sign-in';

let browser: Browser;
let server: TestServer;
let dataDir = '';
let opened: OpenedPage | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'loyalloop-e2e-http-'));
  await ensureConsoleBuild();
  server = await startTestServer({ DATA_DIR: dataDir }, { staticFolder: CONSOLE_DIR });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  expect(opened?.errors ?? []).toEqual([]);
  await opened?.context.close();
  opened = null;
});

/** Signs in through the login form with the code the server mailed, and waits for the clients list. */
async function signedIn(): Promise<Page> {
  opened = await openPage(browser, '/auth/login', { baseURL: server.origin });
  const { page } = opened;
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Digit 1 of 4').waitFor();
  const code = server.mailer.lastCodeFor(DEMO.email);
  await page.getByLabel('Digit 1 of 4').fill(code[0] ?? '');
  await page.keyboard.type(code.slice(1));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/dashboard/clients');
  await tableReady(page);
  return page;
}

describe('the http build against the server on PGlite', () => {
  it('signs in with the mailed code and lists the server’s clients', async () => {
    const page = await signedIn();
    const rows = page.locator('main table tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await checkA11y(page);
  });

  it('adds points to a client: the balance the server keeps goes up, after a reload too', async () => {
    const page = await signedIn();
    const clientId = await openFirstClient(page);
    const before = await balance(page);
    await addPoints(page, 37, 'Birthday bonus', () => checkA11y(page));
    await expect.poll(() => balance(page)).toBe(before + 37);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: `Client ID : ${clientId}` }).waitFor();
    await expect.poll(() => balance(page)).toBe(before + 37);
  });

  it('uploads a photo that the header then loads from /api/uploads/', async () => {
    const page = await signedIn();
    await page.goto('/app/profile');
    await page.getByRole('heading', { level: 2, name: 'My Profile' }).waitFor();
    await checkA11y(page);
    const avatar = page.getByRole('link', { name: 'Profile', exact: true }).locator('img');
    await page
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.locator('.Toastify__toast--success').first().waitFor();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    await page.reload();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/uploads\//);
    // Loaded, not only named: the browser decoded the server's bytes into a 1×1 image.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});
