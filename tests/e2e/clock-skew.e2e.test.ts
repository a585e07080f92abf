// A browser whose clock is hours off the server's, in the http build against the real server (in-process on
// PGlite, its mail captured): it signs in, lists clients, and stays signed in across a reload. The console
// judges a token's expiry by the server's clock as measured off the token's `iat` (docs/security.md, "A
// browser's clock"); before, a clock 2 hours fast spun on "Renewing your session…" for ever.
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenedPage } from './support/browser';
import { tableReady } from './support/console-page';
import { httpConsolePerFile, signInWithMailedCode } from './support/http-sign-in';

const HOUR = 3_600_000;
const http = httpConsolePerFile();
const opened: OpenedPage[] = [];
afterAll(async () => {
  for (const { context } of opened) await context.close();
});

describe('a browser clock 3 hours fast, http build against the server', () => {
  it('signs in, lists clients, and is still signed in after a reload', async () => {
    const session = await http.open('/auth/login');
    opened.push(session);
    const { page, context, errors } = session;
    // The page's Date, timers and performance run from 3 hours ahead of the machine's (and the server's) time.
    await context.clock.install({ time: Date.now() + 3 * HOUR });
    await page.reload();
    expect(await page.evaluate(() => Date.now() - performance.timeOrigin)).toBeGreaterThan(-1);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + 2.9 * HOUR);

    await signInWithMailedCode(page, http.server.mailer);
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/app/dashboard/clients');
    await tableReady(page);
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByText('Renewing your session…').count()).toBe(0);

    await page.reload();
    await tableReady(page);
    expect(page.url()).toContain('/app/dashboard/clients');
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
