// Markup saved by an admin or repeated by the server shows as text and runs nothing, in real Chromium.
// The CSP would block an inline handler on its own, so this context bypasses it: the probe must be able to
// fire, and a control on each page proves it does. (jsdom runs no inline handler: no such probe there.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP } from '../fixtures/markup';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { serverCall, serverGet } from './support/faults';
import { signIn } from './support/sign-in';

const TEXT = MARKUP.join(' ');

let browser: Browser;
let opened: OpenedPage;
let clientId = '';

/** Injects a handler the way a rendering bug would and waits for it to run: handlers do run here. */
async function controlFires(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.hidden = true;
    probe.innerHTML = '<img src="/control-probe" onerror="window.__control = 1">';
    document.body.append(probe);
  });
  await page.waitForFunction(() => '__control' in window, undefined, { timeout: 5_000 });
  await page.evaluate(() =>
    document.querySelectorAll('[onerror="window.__control = 1"]').forEach((el) => el.remove()),
  );
}

/**
 * The page shows the markup as text, holds no element or attribute that only injected markup would bring,
 * and ran none of its handlers: checked after the control fired, so an injected image (requested earlier)
 * would have failed and run its handler by then.
 */
async function expectInert(page: Page, where: string): Promise<void> {
  await expect.poll(() => page.locator('body').innerText(), { timeout: 5_000 }).toContain('<img src');
  await controlFires(page);
  const found = await page.evaluate(() => ({
    pwned: '__pwned' in window,
    injected: document.querySelectorAll(
      // In the body: the head's one inline script is the page's own theme script, allowed by its CSP hash.
      '[onerror]:not([onerror="window.__control = 1"]), [onload], iframe, a[href^="javascript:"], body script:not([src])',
    ).length,
  }));
  expect(found, where).toEqual({ pwned: false, injected: 0 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  opened = await openPage(browser, '/auth/login', { bypassCSP: true });
  const { page } = opened;
  await signIn(page);
  const list = await serverGet<{ data: { users: { userId: string; blockStatus: string }[] } }>(
    page,
    'retrieve/admin/view-clients',
  );
  clientId = list.data.users.find((user) => user.blockStatus === 'Active')?.userId ?? '';
  const adminId = await page.evaluate(() => localStorage.getItem('admin') ?? '');
  const saved = [
    await serverCall(page, 'PUT', `admin/view-client/notes/${clientId}`, { notes: TEXT }),
    // Points before the block: a blocked client earns nothing (docs/product.md §10.17).
    await serverCall(page, 'POST', `admin/view-client/addpoints/${clientId}`, {
      points: 5,
      pointsReason: TEXT,
      adminId,
    }),
    await serverCall(page, 'PUT', `update/admin/view-client/${clientId}/status`, {
      blockStatus: 'Blocked',
      blockReason: TEXT,
    }),
    await serverCall(page, 'POST', 'admin/broadcast', { message: TEXT, adminId }),
  ];
  expect(saved).toEqual(Array(4).fill(expect.objectContaining({ type: 'success' })));
}, 60_000);

afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

describe('markup saved as notes, a block reason, a points reason and a broadcast runs nothing', () => {
  it('the control probe fires in this context, so the checks below could fail', async () => {
    await controlFires(opened.page);
  });

  it('client detail: notes and the block reason with its tooltip', async () => {
    const { page } = opened;
    await page.goto(`/app/dashboard/clients/${clientId}`);
    await page.getByRole('heading', { level: 2, name: /ID : / }).waitFor();
    await expectInert(page, 'client detail');
  });

  it('the points list and the transaction detail', async () => {
    const { page } = opened;
    await page.goto(`/app/dashboard/points?search=${clientId.toLowerCase()}`);
    await page.locator('main tbody tr').first().getByRole('link').first().waitFor();
    await expectInert(page, 'points list');
    await page.locator('main tbody tr').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: /ID : / }).waitFor();
    await expectInert(page, 'transaction detail');
  });

  it('the broadcasts list and the broadcast detail', async () => {
    const { page } = opened;
    await page.goto('/app/dashboard/broadcasts');
    await page.locator('main tbody tr').first().getByRole('link').first().waitFor();
    await expectInert(page, 'broadcasts list');
    await page.locator('main tbody tr').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: /ID : / }).waitFor();
    await expectInert(page, 'broadcast detail');
  });

  it("a server message that repeats the id from the URL, in its toast and the page's error state", async () => {
    const { page } = opened;
    await page.goto(`/app/dashboard/broadcasts/${encodeURIComponent(TEXT)}`);
    await page.locator('.Toastify__toast').filter({ hasText: '<img src' }).first().waitFor();
    await expectInert(page, 'not-found toast');
    expect(opened.errors).toEqual([]);
  });
});
