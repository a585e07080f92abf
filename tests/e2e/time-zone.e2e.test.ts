// The business's time zone in the http build against the real server (docs/product.md §10.31): the ledger says
// its times are UTC's (a fresh database's zone); a Super Admin changes the zone to Asia/Tokyo in Settings → Time
// zone; the console then says its times are Tokyo's, shows an entry made in UTC's evening on Tokyo's next day, its
// date filter finds it on that day and not on UTC's, and the Overview names Tokyo's days. axe runs on Settings at
// 1280 and 375 px, light and dark. Then the zone's midnight itself, in Pacific/Auckland with the server's clock
// port moved there: an entry at 23:59:59 and one at 00:00:00 fall on either side of the day boundary in the
// ledger, its day filter, the transaction page, the export's date columns and the Overview's day buckets.
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, callApi } from './support/api';
import { MOBILE, checkA11y, showTheme } from './support/browser';
import { bodyRows, column, detail, tableReady } from './support/console-page';
import { downloadCsv } from './support/download';
import { httpConsolePerFile } from './support/http-sign-in';
import { shootScreens } from './support/screens';
import { DEMO } from './support/sign-in';

const TOKYO = 'Asia/Tokyo';
/** Far from UTC (+13:00 in its summer, +12:00 in its winter): its midnight is UTC's late morning. */
const AUCKLAND = 'Pacific/Auckland';
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

  it('at the zone’s midnight, 23:59:59 is the day before and 00:00:00 the day itself, in the ledger, its filter, the transaction page, the export and the Overview', async () => {
    const clock = http.server.clock;
    // The server's clock one second before an Auckland midnight still ahead of it (the browser keeps its own:
    // every day below is named in the URL, never the browser's "today").
    const midnight = DateTime.fromMillis(clock.now() + 60_000, { zone: AUCKLAND })
      .plus({ days: 1 })
      .startOf('day');
    clock.advance(midnight.toMillis() - 1000 - clock.now());
    try {
      // The browser in UTC, so a time shown in Auckland's is the business's zone and not the browser's.
      const { page, errors } = await http.signIn(DEMO, { timezoneId: 'UTC' });
      expect((await callApi(page, 'PUT', 'admin/settings', { timeZone: AUCKLAND })).status).toBe(200);
      const day = midnight.toISODate() ?? '';
      const dayBefore = midnight.minus({ days: 1 }).toISODate() ?? '';
      const earnedAtOakville = () => overviewEarned(page, dayBefore, day);
      const earnedBefore = await earnedAtOakville();

      const enrolled = await callApi(page, 'POST', 'admin/clients', {
        name: 'Mere Midnight',
        // The real time: a retry's clock stands where the first try's did.
        email: `mere.${Date.now()}@example.com`,
        location: 'Oakville',
      });
      expect(enrolled.status).toBe(201);
      const { userId } = (enrolled.body as { client: { userId: string } }).client;
      const book = async (points: number): Promise<Entry> => {
        const answer = await callApi(page, 'POST', `admin/view-client/addpoints/${userId}`, {
          points,
          pointsReason: 'Late visit',
          locationName: 'Oakville',
        });
        expect(answer.status).toBe(200);
        return (answer.body as { transaction: Entry }).transaction;
      };
      const late = await book(7);
      clock.advance(1000);
      const early = await book(11);
      expect([late.transactionDate, early.transactionDate]).toEqual([
        midnight.minus({ seconds: 1 }).toUTC().toISO(),
        midnight.toUTC().toISO(),
      ]);

      // The ledger shows each on its own Auckland day, and a day's filter holds its 00:00:00, not the 23:59:59
      // before it.
      const ids = async (days: { from: string; to: string }) =>
        (await ledgerDates(page, userId, days)).length === 0 ? [] : column(page, 'Transaction ID');
      expect(await ledgerDates(page, userId)).toEqual([
        shownIn(early.transactionDate, AUCKLAND),
        shownIn(late.transactionDate, AUCKLAND),
      ]);
      expect(shownIn(early.transactionDate, AUCKLAND)).toMatch(/ - 12:00 AM$/);
      expect(await ids({ from: day, to: day })).toEqual([early.transactionId]);
      expect(await ids({ from: dayBefore, to: dayBefore })).toEqual([late.transactionId]);

      // The export of the day: its date and its ISO twin are Auckland's midnight.
      await ledgerDates(page, userId, { from: day, to: day });
      const file = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
      const [header = [], ...rows] = file.rows;
      const cells = (name: string) => rows.map((row) => row[header.indexOf(name)]);
      expect(cells('Transaction ID')).toEqual([early.transactionId]);
      expect(cells('Transaction Date')).toEqual([shownIn(early.transactionDate, AUCKLAND)]);
      expect(cells('Transaction Date (ISO 8601)')).toEqual([midnight.toISO()]);

      // Each transaction's page names its own day.
      for (const [entry, at] of [
        [late, midnight.minus({ seconds: 1 })],
        [early, midnight],
      ] as const) {
        await page.goto(`${POINTS}/${entry.transactionId}`);
        await page.getByText(`Times in ${AUCKLAND}`, { exact: true }).waitFor();
        const shown = at.setLocale('en-US');
        expect(await detail(page, 'Transaction Date')).toMatch(
          new RegExp(
            `^${shown.toFormat('LLLL')} ${shown.day}(st|nd|rd|th) ${shown.toFormat('yyyy hh:mm a')}$`,
          ),
        );
      }

      // The Overview's day buckets: 7 points on the day before, 11 on the day itself.
      const earnedAfter = await earnedAtOakville();
      expect(earnedAfter.map((n, i) => n - (earnedBefore[i] ?? 0))).toEqual([7, 11]);
      expect(errors).toEqual([]);
    } finally {
      clock.advance(Date.now() - clock.now());
    }
  });
});

/**
 * The Overview from `from` to `to` at Oakville, as its table shows it: the "Earned at Oakville" figure of each
 * day, in order (the period's days are the business's, docs/product.md §10.31).
 */
async function overviewEarned(page: Page, from: string, to: string): Promise<number[]> {
  await page.goto(`/app/dashboard/overview?period=custom&from=${from}&to=${to}&location=Oakville`);
  const title = 'Points earned and redeemed per day';
  await page.getByRole('figure', { name: title }).getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: title });
  await table.waitFor();
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const earned = headers.indexOf('Earned at Oakville');
  expect(earned).toBeGreaterThan(0);
  const rows = table.locator('tbody tr');
  expect(await rows.locator('th').allTextContents()).toEqual([from, to]);
  const cells = await rows.locator(`td:nth-child(${earned + 1})`).allTextContents();
  return cells.map((cell) => Number(cell.replace(/[^\d-]/g, '')));
}
