// Reverse, in the http build against the real server (in-process on PGlite): a transaction's page books the
// counter-entry with a reason, then names it, offers Reverse no more, and the counter-entry's page names the
// entry it reverses; the client's page lists both in its points history (docs/product.md §10.21).
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenedPage } from './support/browser';
import { httpConsolePerFile, signInWithMailedCode } from './support/http-sign-in';

const http = httpConsolePerFile();
const opened: OpenedPage[] = [];
afterAll(async () => {
  for (const { context } of opened) await context.close();
});

describe('reversing an entry, http build against the server', () => {
  it('books the counter-entry, links both ways, and both show in the client history', async () => {
    const session = await http.open('/auth/login');
    opened.push(session);
    const { page, errors } = session;
    await signInWithMailedCode(page, http.server.mailer);
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    // A redeem: reversing it gives the points back, so no balance can go below zero.
    await page.goto('/app/dashboard/points?type=redeem');
    await page.locator('main table tbody tr a').first().click();
    await page.waitForURL(/\/app\/dashboard\/points\/TX\d+$/);
    const entry = page.url().split('/').pop() ?? '';
    const reverse = page.getByRole('button', { name: 'Reverse' });
    await reverse.click();
    const dialog = page.getByRole('dialog', { name: 'Reverse transaction' });
    await dialog.getByLabel('Reason').fill('Booked on the wrong client');
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 }).catch(async () => {
      throw new Error(`the dialog stayed: ${await dialog.innerText()}`);
    });
    const link = page.getByRole('row', { name: /Reversed by/ }).getByRole('link');
    await link.waitFor();
    expect(await reverse.count()).toBe(0);
    const reversal = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(`**/app/dashboard/points/${reversal}`);
    await page.getByRole('row', { name: new RegExp(`Reverses ${entry}`) }).waitFor();
    expect(await page.getByRole('row', { name: /Type/ }).innerText()).toContain('Reversal');
    await page.getByRole('link', { name: /Open client/ }).click();
    const history = page.getByRole('table', { name: /Points history of client/ });
    await history.getByRole('link', { name: reversal }).or(history.getByText(reversal)).first().waitFor();
    expect(errors).toEqual([]);
  });
});
