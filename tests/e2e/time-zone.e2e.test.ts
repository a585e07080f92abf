// The business's time zone in the http build against the real server (docs/product.md §10.31): the ledger says
// its times are UTC's (a fresh database's zone); a Super Admin changes the zone to Asia/Tokyo in Settings → Time
// zone; the console then says its times are Tokyo's, shows an entry made in UTC's evening on Tokyo's next day, its
// date filter finds it on that day and not on UTC's, and the Overview names Tokyo's days. axe runs on Settings at
// 1280 and 375 px, light and dark.
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, callApi } from './support/api';
import { MOBILE, checkA11y, showTheme } from './support/browser';
import { bodyRows, column, tableReady } from './support/console-page';
import { httpConsolePerFile } from './support/http-sign-in';
import { shootScreens } from './support/screens';
import { DEMO } from './support/sign-in';

const TOKYO = 'Asia/Tokyo';
const POINTS = '/app/dashboard/points';
/** With TIMEZONE_SHOTS=folder, Settings is also saved there at 1280×800 and 375×812, light and dark. */
const SHOTS = process.env.TIMEZONE_SHOTS ?? '';

const http = httpConsolePerFile();

interface Entry {
  transactionId: string;
  transactionDate: string;
}

/** An instant as the ledger's Transaction Date shows it in `zone`: `05 Jan 2024 - 9:05 PM`. */
const shownIn = (iso: string, zone: string): string =>
  DateTime.fromISO(iso, { zone }).setLocale('en-US').toFormat('dd LLL yyyy - h:mm a');
const dayIn = (iso: string, zone: string): string => DateTime.fromISO(iso, { zone }).toISODate() ?? '';

/** The ledger searched for one entry, between `from` and `to` when given: its Transaction Date cells. */
async function ledgerDates(page: Page, id: string, days?: { from: string; to: string }): Promise<string[]> {
  const range = days ? `&from=${days.from}&to=${days.to}` : '';
  await page.goto(`${POINTS}?search=${id}${range}`);
  await tableReady(page);
  return (await bodyRows(page).count()) === 0 ? [] : column(page, 'Transaction Date');
}

/** Settings' Time zone section, checked by axe at both widths and in both themes. */
async function checkSettings(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await checkA11y(page);
    await page.setViewportSize(MOBILE);
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await showTheme(page, 'light');
}

describe('the business’s time zone, http build against the server', () => {
  it('changed in Settings, the console says its times are the zone’s and shows and filters an entry on the zone’s day', async () => {
    const { page, errors } = await http.signIn(DEMO);
    // A fresh database's zone is UTC; set again, should a retry follow a run that changed it.
    expect((await callApi(page, 'PUT', 'admin/settings', { timeZone: 'UTC' })).status).toBe(200);
    await page.reload();
    // A seeded entry of UTC's evening: already the next day in Tokyo.
    const { transactions } = await apiGet<{ transactions: Entry[] }>(
      page,
      'admin/points-transactions?page=1&limit=100',
    );
    const entry = transactions.find(
      (t) => dayIn(t.transactionDate, TOKYO) !== dayIn(t.transactionDate, 'UTC'),
    );
    if (!entry) throw new Error('no seeded entry between 15:00 and 24:00 UTC on the first page');
    const utcDay = dayIn(entry.transactionDate, 'UTC');
    const tokyoDay = dayIn(entry.transactionDate, TOKYO);

    // The ledger shows the entry in UTC, and says so.
    expect(await ledgerDates(page, entry.transactionId)).toEqual([shownIn(entry.transactionDate, 'UTC')]);
    await page.getByText('Times in UTC', { exact: true }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Time zone' });
    const zone = section.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue()).toBe('UTC');
    const save = section.getByRole('button', { name: 'Save time zone' });
    expect(await save.isDisabled()).toBe(true);
    // A name no zone has is refused, saying which, and nothing changes.
    await zone.fill('Mars/Base');
    await save.click();
    await section.getByRole('alert').getByText('"Mars/Base" is not a time zone', { exact: false }).waitFor();
    await zone.fill(TOKYO);
    await save.click();
    await section.getByRole('status').getByText(`Saved: days and times are now ${TOKYO}’s.`).waitFor();
    await checkSettings(page);
    await shootScreens(page, SHOTS, 'settings-time-zone');

    // The same entry, now on Tokyo's day, and the console names the zone (no reload: the shell was told).
    await nav.getByRole('link', { name: 'Points' }).click();
    await page.getByText(`Times in ${TOKYO}`, { exact: true }).waitFor();
    expect(await ledgerDates(page, entry.transactionId)).toEqual([shownIn(entry.transactionDate, TOKYO)]);
    // The date filter's days are Tokyo's: the entry is on its day there, not on UTC's.
    expect(await ledgerDates(page, entry.transactionId, { from: tokyoDay, to: tokyoDay })).toHaveLength(1);
    expect(await ledgerDates(page, entry.transactionId, { from: utcDay, to: utcDay })).toEqual([]);

    // The Overview counts Tokyo's days and says so.
    await page.goto('/app/dashboard/overview?period=7d');
    await page.getByText(`(${TOKYO} days)`, { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });
});
