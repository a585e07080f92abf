// Broadcasts by email (docs/product.md §10.27) in the http build against the real server, its mail through SMTP
// to a real receiver (smtp-server): an admin gives a client email consent on the client's page, sends a
// broadcast, and watches its detail's counts move from queued to sent; the client's email arrives with a
// List-Unsubscribe header and a link that, opened without a session, unsubscribes; the client's consent is then
// off. And the demo build's broadcast detail moves its counts too (nothing is mailed there). axe runs on the
// broadcast detail and the unsubscribe page at 1280 and 375 px, light and dark.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast, Client } from '../../src/domain/entities';
import { apiGet } from './support/api';
import { checkA11y, launchBrowser, MOBILE, openPage, showTheme, type OpenedPage } from './support/browser';
import { rowsShowing } from './support/console-page';
import { mailTo, readMail, smtpConsolePerFile } from './support/http-smtp';
import { shootScreens } from './support/screens';
import { DEMO, signInToOverview } from './support/sign-in';

/** With BROADCAST_EMAIL_SHOTS=folder, the broadcast detail and the unsubscribe page are saved there. */
const SHOTS = process.env.BROADCAST_EMAIL_SHOTS ?? '';
const MESSAGE = 'Double points this Saturday at every store';
const DEMO_MESSAGE = 'Free coffee with any purchase on Monday';

// One lane at a set rate, each message answered 150 ms late: the broadcast takes seconds, so its detail is
// seen with emails still queued before they are all sent.
const smtp = smtpConsolePerFile({ BROADCAST_RATE_PER_MINUTE: '600' }, { smtpDelayMs: 150 });
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
const opened: OpenedPage[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  const pages = opened.splice(0);
  const errors = pages.flatMap((page) => page.errors);
  await Promise.all(pages.map(({ context }) => context.close()));
  expect(errors).toEqual([]);
});

async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  if (!browser) throw new Error('open() before beforeAll');
  const page = await openPage(browser, path, options);
  opened.push(page);
  return page;
}

/** The detail's figure for `field` (Queued, Sent, Failed, Unsubscribed), as a number. */
async function count(page: Page, field: string): Promise<number> {
  const row = page.getByRole('table', { name: 'Emails of this broadcast' }).getByRole('row', { name: field });
  return Number((await row.getByRole('cell').textContent())?.replace(/,/g, ''));
}

/** axe in both themes at 1280 and 375 px (the page left light at 1280). */
async function a11yEverywhere(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
      await page.setViewportSize(viewport);
      await checkA11y(page);
    }
  }
  await showTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe(
  'broadcasts by email, http build against the server and an SMTP receiver',
  { timeout: 120_000 },
  () => {
    it('consent given in the console, a broadcast sent and counted to sent, its email unsubscribing without a session', async () => {
      const { page } = await open('/auth/login', { baseURL: smtp.origin });
      await smtp.signIn(page);
      // A client who has not consented (a third of the demo's), not blocked, with an email.
      const { data } = await apiGet<{ data: { users: Client[] } }>(page, 'retrieve/admin/view-clients');
      const client = data.users.find(
        (c) => c.emailConsent === false && c.blockStatus === 'Active' && c.email !== '',
      );
      if (!client) throw new Error('the demo data has no client without consent');

      await page.goto(`/app/dashboard/clients/${client.userId}`);
      const consent = page.getByRole('checkbox', { name: /Email consent/ });
      await consent.waitFor();
      expect(await consent.isChecked()).toBe(false);
      await consent.check();
      await page.getByRole('checkbox', { name: 'Yes — Email consent' }).waitFor();
      await expect
        .poll(async () => (await apiGet<Client>(page, `admin/view-client/${client.userId}`)).emailConsent)
        .toBe(true);

      await page.goto('/app/dashboard/broadcasts');
      await page.getByRole('button', { name: '+ Create BC' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Broadcast' });
      await dialog.getByLabel('Message').fill(MESSAGE);
      const before = smtp.receiver.received.length;
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const { broadcasts } = await apiGet<{ broadcasts: Broadcast[] }>(page, 'admin/broadcasts');
      const sent = broadcasts.find((b) => b.description === MESSAGE);
      if (!sent) throw new Error('the broadcast was not listed');

      await page.goto(`/app/dashboard/broadcasts/${sent.broadcastId}`);
      await page.getByRole('table', { name: 'Emails of this broadcast' }).waitFor();
      const first = { queued: await count(page, 'Queued'), sent: await count(page, 'Sent') };
      expect(first.queued).toBeGreaterThan(0);
      const recipients = first.queued + first.sent;
      // The page reads the counts again while any wait: they move to sent without a reload.
      await expect.poll(() => count(page, 'Queued'), { timeout: 60_000 }).toBe(0);
      expect(await count(page, 'Sent')).toBe(recipients);
      expect(await count(page, 'Failed')).toBe(0);
      expect(smtp.receiver.received.length - before).toBe(recipients);
      await a11yEverywhere(page);
      await shootScreens(page, SHOTS, 'broadcast-detail');

      const mail = readMail(await mailTo(smtp.receiver, client.email, { from: before }));
      expect(mail.text).toContain(MESSAGE);
      expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/.*token=.+>$/);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const link = /(http:\/\/\S+\/auth\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
      if (!link) throw new Error(`no unsubscribe link in ${mail.text}`);

      // The client, in a browser of their own: no session, no sign-in.
      const reader = await open(link, { baseURL: smtp.origin });
      await reader.page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
      expect(await reader.page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
      await a11yEverywhere(reader.page);
      await shootScreens(reader.page, SHOTS, 'unsubscribe');
      await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
      await reader.page
        .getByRole('status')
        .filter({ hasText: 'You are unsubscribed: no more broadcasts will be emailed to you.' })
        .waitFor();
      // Said once, on the page: no toast repeats it.
      expect(await reader.page.locator('.Toastify__toast').count()).toBe(0);
      await a11yEverywhere(reader.page);
      await shootScreens(reader.page, SHOTS, 'unsubscribed');

      await page.goto(`/app/dashboard/clients/${client.userId}`);
      await page.getByRole('checkbox', { name: 'No — Email consent' }).waitFor();
      expect((await apiGet<Client>(page, `admin/view-client/${client.userId}`)).emailConsent).toBe(false);
      await page.goto(`/app/dashboard/broadcasts/${sent.broadcastId}`);
      await expect.poll(() => count(page, 'Unsubscribed')).toBe(1);
    });

    it('the demo build’s broadcast detail moves its counts from queued to sent (nothing is mailed)', async () => {
      // 400 clients, about 260 consenting: at the demo's 25 a second its counts are seen to move. The size lives
      // in this page only, so the journey stays in the app (no new page load).
      const { page } = await open('/auth/login?demoClients=400');
      await signInToOverview(page, DEMO, () => DEMO.code);
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Broadcasts' })
        .click();
      await page.getByRole('button', { name: '+ Create BC' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Broadcast' });
      await dialog.getByLabel('Message').fill(DEMO_MESSAGE);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await rowsShowing(page, DEMO_MESSAGE).getByRole('link').click();
      await page.getByRole('table', { name: 'Emails of this broadcast' }).waitFor();
      const queued = await count(page, 'Queued');
      expect(queued).toBeGreaterThan(0);
      const recipients = queued + (await count(page, 'Sent'));
      await expect.poll(() => count(page, 'Queued'), { timeout: 30_000 }).toBe(0);
      expect(await count(page, 'Sent')).toBe(recipients);
      await checkA11y(page);
    });
  },
);
