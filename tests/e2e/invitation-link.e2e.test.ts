// An invitation's link in the http build against the real server (in-process on PGlite, its mail captured):
// the link is read from the line the server prints for a mail without SMTP_URL and opened as printed, in a
// browser context that knows no base address; Resend invitation and Revoke invitation on the Team page, checked
// with axe at 1280×800 and 375×812, light and dark (docs/api.md, the team).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleMailer } from '../../server/ports/console-mailer';
import { DESKTOP, MOBILE, checkA11y, showTheme } from './support/browser';
import { httpConsolePerFile } from './support/http-sign-in';

const INVITEE = { email: 'sam.link@loyalloop.demo', name: 'Sam Link', password: 'Harbour#Lights26' };
/** With LINKS_SHOTS=folder, each look checked is also saved there. */
const SHOTS = process.env.LINKS_SHOTS ?? '';

const http = httpConsolePerFile();

/** The line `npm start` prints for the latest mail to `email`, and the link in it as printed. */
async function printedLink(email: string): Promise<string> {
  const mail = http.server.mailer.sent.findLast((m) => m.to === email && m.link !== undefined);
  if (mail === undefined) throw new Error(`no link was mailed to ${email}`);
  const lines: string[] = [];
  await consoleMailer((line) => lines.push(line)).send(mail);
  const link = /: link (\S+) \(/.exec(lines.join(''))?.[1];
  if (link === undefined) throw new Error(`no link in the printed line ${lines.join('')}`);
  return link;
}

/** axe on the screen at both sizes, light and dark (and a picture of each with LINKS_SHOTS). */
async function checkEveryLook(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await checkA11y(page);
      if (SHOTS === '') continue;
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `${name}-${size}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(DESKTOP);
}

async function teamPage(): Promise<Page> {
  const { page } = await http.signIn();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
  await page.getByRole('heading', { name: 'Team', level: 2 }).waitFor();
  return page;
}

async function invite(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Invite admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite admin' });
  await dialog.getByLabel('Email').fill(INVITEE.email);
  await dialog.getByLabel('Name').fill(INVITEE.name);
  await dialog.getByLabel('Location').selectOption('Oakville');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: INVITEE.email }).waitFor();
}

describe('an invitation link, http build against the server', () => {
  it('an invitation link read from the mail line opens the accept page as printed', async () => {
    const page = await teamPage();
    await invite(page);
    const link = await printedLink(INVITEE.email);
    expect(link.startsWith(`${http.server.origin}/auth/accept-invite?token=`)).toBe(true);
    // No base address: only an absolute link opens anything here, as in a mail reader.
    const context = await http.browser.newContext({ viewport: DESKTOP });
    const invitee = await context.newPage();
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Set Your Password' }).waitFor();
    expect(invitee.url()).toBe(link);
    await context.close();
  });

  it('Resend invitation kills the old link; Revoke invitation asks, removes the row and keeps focus on the page', async () => {
    const page = await teamPage();
    const row = page.getByRole('row').filter({ hasText: INVITEE.email });
    await row.getByRole('button', { name: `Resend invitation to ${INVITEE.name}` }).waitFor();
    await checkEveryLook(page, 'team-pending');
    const old = await printedLink(INVITEE.email);

    await row.getByRole('button', { name: `Resend invitation to ${INVITEE.name}` }).click();
    await page.getByText(`A new invitation has been sent to ${INVITEE.email}.`).waitFor();
    expect(await printedLink(INVITEE.email)).not.toBe(old);

    const invitee = await http.browser.newContext({ viewport: DESKTOP }).then((c) => c.newPage());
    await invitee.goto(old);
    await invitee.getByLabel('New Password', { exact: true }).fill(INVITEE.password);
    await invitee.getByLabel('Confirm Password', { exact: true }).fill(INVITEE.password);
    await invitee.getByRole('button', { name: 'Set Password' }).click();
    await invitee.getByText('This invitation has expired or was already used.', { exact: false }).waitFor();

    await row.getByRole('button', { name: `Revoke invitation of ${INVITEE.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke invitation' });
    await dialog.getByText(`Revoke the invitation of ${INVITEE.name} (${INVITEE.email})?`).waitFor();
    await checkEveryLook(page, 'revoke-dialog');
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
    await page.getByText(`The invitation to ${INVITEE.email} has been revoked.`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('team-heading');
  });
});
