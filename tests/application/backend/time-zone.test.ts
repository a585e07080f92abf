/**
 * The business's time zone on every host (docs/product.md §10.31): GET and PUT admin/settings, and every day
 * boundary in the zone's days — a date-only import kept as its calendar day, an entry at 23:30 local counted
 * that local day in the filters and the Overview (weeks from Monday), the exports' ISO 8601 twin column, and
 * "the same day" of a reversal.
 */
import { DateTime } from 'luxon';
import { expect, it } from 'vitest';
import { DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { unknownZoneMessage } from '../../../src/domain/business-time';
import { DEFAULT_PROGRAMME } from '../../../src/domain/programme';
import { REVERSAL_MESSAGES } from '../../../src/domain/reversal';
import { connect, type Connection } from './support/connection';
import { readCsv } from './support/csv';
import { describeEachBackend } from './support/describe-backends';
import { HEADER, csvFile } from './support/import-files';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const TORONTO = 'America/Toronto';
const TOKYO = 'Asia/Tokyo';
const MINUTE = 60_000;

/** Moves the host's clock to 23:30 in `zone` of the day `daysAhead` after today there, and signs in then. */
async function atHalfPastElevenLocal(b: Connection, zone: string, daysAhead: number) {
  const local = DateTime.fromMillis(b.harness.now(), { zone })
    .plus({ days: daysAhead })
    .set({ hour: 23, minute: 30, second: 0, millisecond: 0 });
  b.harness.advanceClock(local.toMillis() - b.harness.now());
  const { adminId } = await b.signIn();
  const day = local.toISODate() ?? '';
  const nextDay = local.plus({ days: 1 }).toISODate() ?? '';
  return { adminId, day, nextDay, at: local };
}

describeEachBackend("the business's time zone", (b) => {
  it('GET admin/settings answers the zone to any admin; PUT changes it, with a trail entry', async () => {
    await b.signIn();
    // The suite's hosts start as a fresh server database does: UTC.
    expect(await b.settings.load()).toEqual({ timeZone: 'UTC' });
    expect(await b.settings.saveTimeZone(TORONTO)).toEqual({ timeZone: TORONTO });
    expect(await b.settings.load()).toEqual({ timeZone: TORONTO });
    const admin = connect(b.harness);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    expect(await admin.settings.load()).toEqual({ timeZone: TORONTO });
    const [entry] = (
      await b.activity.list({ ...NO_ACTIVITY_FILTERS, action: ['settings.zone'] }, { number: 1 })
    ).rows;
    expect(entry).toMatchObject({ action: 'settings.zone', before: 'UTC', after: TORONTO });
    // The same zone again writes nothing.
    await b.settings.saveTimeZone(TORONTO);
    const again = await b.activity.list({ ...NO_ACTIVITY_FILTERS, action: ['settings.zone'] }, { number: 1 });
    expect(again.total).toBe(1);
  });

  it('PUT admin/settings is refused to an Admin (403) and an unknown zone (400), changing nothing', async () => {
    await b.signIn();
    const admin = connect(b.harness);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    expect((await refusal(admin.settings.saveTimeZone(TOKYO))).status).toBe(403);
    const unknown = await refusal(b.settings.saveTimeZone('Mars/Olympus_Mons'));
    expect([unknown.status, unknown.message]).toEqual([400, unknownZoneMessage('Mars/Olympus_Mons')]);
    const blank = await refusal(b.settings.saveTimeZone('  '));
    expect(blank.status).toBe(400);
    expect(await b.settings.load()).toEqual({ timeZone: 'UTC' });
  });

  it('a zone typed in another case is kept by its own name, so the console and the database read one zone', async () => {
    await b.signIn();
    expect(await b.settings.saveTimeZone('america/TORONTO')).toEqual({ timeZone: TORONTO });
    expect(await b.settings.load()).toEqual({ timeZone: TORONTO });
    // The same zone in yet another case is no change: no second trail entry.
    await b.settings.saveTimeZone('AMERICA/toronto');
    const entries = await b.activity.list({ ...NO_ACTIVITY_FILTERS, action: ['settings.zone'] }, { number: 1 });
    expect(entries.total).toBe(1);
  });

  for (const [zone, midnight, iso] of [
    [TORONTO, '2023-10-01T04:00:00.000Z', '2023-10-01T00:00:00.000-04:00'],
    [TOKYO, '2023-09-30T15:00:00.000Z', '2023-10-01T00:00:00.000+09:00'],
  ] as const) {
    it(`a date-only join date imported in ${zone} is that calendar day: kept, filtered and exported as 2023-10-01`, async () => {
      await b.signIn();
      await b.settings.saveTimeZone(zone);
      const file = `${HEADER}\nAna Tz,ana.tz@example.com,Oakville,0,2023-10-01,\n`;
      expect((await b.clients.importFile(csvFile(file), { dryRun: false })).added).toBe(1);
      const [client] = await b.clients.list({ ...NO_CLIENT_FILTERS, search: 'ana.tz@example.com' });
      expect(client?.joinDate).toBe(midnight);
      const onTheDay = await b.clients.list({ ...NO_CLIENT_FILTERS, from: '2023-10-01', to: '2023-10-01' });
      expect(onTheDay.map((c) => c.email)).toContain('ana.tz@example.com');
      const dayBefore = await b.clients.list({ ...NO_CLIENT_FILTERS, from: '2023-09-30', to: '2023-09-30' });
      expect(dayBefore.map((c) => c.email)).not.toContain('ana.tz@example.com');
      // The export's times are the business's unless the call names another zone.
      const exported = await b.clients.export({ ...NO_CLIENT_FILTERS, search: 'ana.tz@example.com' }, '');
      const { rows } = await readCsv(exported.file);
      // The template's calendar day, as the import reads it back, and after the template the same instant in
      // ISO 8601 (the liability follows it).
      const header = rows[0] ?? [];
      expect(header.indexOf('joinDate (ISO 8601)')).toBe(header.length - 2);
      expect(rows[1]?.[header.indexOf('joinDate')]).toBe('2023-10-01');
      expect(rows[1]?.[header.indexOf('joinDate (ISO 8601)')]).toBe(iso);
    });
  }

  it('an entry at 23:30 local counts on that local day in the filters and the Overview, before and after a change of zone', async () => {
    await b.signIn();
    await b.settings.saveTimeZone(TORONTO);
    const { adminId, day, nextDay, at } = await atHalfPastElevenLocal(b, TORONTO, 2);
    // In UTC this is already the next day: only the zone puts it on `day`.
    expect(new Date(at.toMillis()).toISOString().slice(0, 10)).toBe(nextDay);
    const client = await b.clients.enrol({
      name: 'Late Visitor',
      email: 'late.visitor@example.com',
      location: 'Oakville',
      points: 0,
      pointsReason: '',
    });
    await b.clients.addPoints(client.userId, { points: 30, pointsReason: 'Late visit', adminId });

    const ledgerOn = (from: string, to: string) =>
      b.transactions.list({ ...NO_POINTS_FILTERS, from, to, search: client.userId });
    expect((await ledgerOn(day, day)).map((t) => t.transactionPoints)).toEqual([30]);
    expect(await ledgerOn(nextDay, nextDay)).toEqual([]);
    const joined = await b.clients.list({ ...NO_CLIENT_FILTERS, from: day, to: day, search: client.userId });
    expect(joined.map((c) => c.userId)).toEqual([client.userId]);

    const overviewOf = (from: string, to: string) => b.overview.load({ from, to, locations: [] });
    expect((await overviewOf(day, day)).earned).toBe(30);
    expect((await overviewOf(nextDay, nextDay)).earned).toBe(0);
    // The per-location series has its bar on the zone's day, at the entry's location.
    const [entry] = await ledgerOn(day, day);
    expect((await overviewOf(day, day)).points).toEqual([
      { start: day, location: entry?.location, earned: 30, redeemed: 0 },
    ]);

    // A long period goes by weeks, and a week starts on Monday: the bar of `day` is its Monday's.
    const from = at.minus({ days: 120 }).toISODate() ?? '';
    const weekly = await overviewOf(from, day);
    expect(weekly.bucketDays).toBe(7);
    const monday = at.startOf('week').toISODate();
    expect(weekly.points.filter((bar) => bar.start === monday).map((bar) => bar.earned)).toEqual([30]);
    expect(weekly.newClients.at(-1)).toEqual({ start: monday, count: 1 });
    for (const bar of weekly.points.slice(1)) expect(DateTime.fromISO(bar.start).weekday, bar.start).toBe(1);

    // Another zone counts the same entry on its own day: Tokyo's is the day after.
    await b.settings.saveTimeZone(TOKYO);
    expect((await overviewOf(day, day)).earned).toBe(0);
    expect((await overviewOf(nextDay, nextDay)).earned).toBe(30);
    expect((await ledgerOn(nextDay, nextDay)).map((t) => t.transactionPoints)).toEqual([30]);
  });

  it("exports write each time beside its ISO 8601 twin with the zone's offset", async () => {
    await b.signIn();
    await b.settings.saveTimeZone(TORONTO);
    const { adminId, at } = await atHalfPastElevenLocal(b, TORONTO, 1);
    await b.clients.addPoints('LL100001', { points: 12, pointsReason: 'Zone check coffee', adminId });
    const exported = await b.transactions.export({ ...NO_POINTS_FILTERS, search: 'zone check coffee' }, '');
    const { rows } = await readCsv(exported.file);
    expect(rows[0]?.slice(3, 5)).toEqual(['Transaction Date', 'Transaction Date (ISO 8601)']);
    const offset = at.toFormat('ZZ');
    expect(rows[1]?.slice(3, 5)).toEqual([
      `${at.setLocale('en-US').toFormat('dd LLL yyyy')} - 11:30 PM`,
      `${at.toISODate() ?? ''}T23:30:00.000${offset}`,
    ]);
    const trail = await b.activity.export({ ...NO_ACTIVITY_FILTERS, action: ['points.added'] });
    const trailRows = (await readCsv(trail.file)).rows;
    expect(trailRows[0]?.slice(0, 2)).toEqual([`Time (${TORONTO})`, 'Time (ISO 8601)']);
    expect(trailRows[1]?.slice(0, 2)).toEqual([
      `${at.toISODate() ?? ''} 23:30:00`,
      `${at.toISODate() ?? ''}T23:30:00.000${offset}`,
    ]);
  });

  it("a client's next expiry and its expiry entry are the zone's days, months counted on its calendar", async () => {
    await b.signIn();
    await b.settings.saveTimeZone(TORONTO);
    await b.programme.save({ ...DEFAULT_PROGRAMME, expiryMonths: 1 });
    const { adminId, day, nextDay, at } = await atHalfPastElevenLocal(b, TORONTO, 3);
    const client = await b.clients.enrol({
      name: 'Late Saver',
      email: 'late.saver@example.com',
      location: 'Oakville',
      points: 0,
      pointsReason: '',
    });
    await b.clients.addPoints(client.userId, { points: 40, pointsReason: 'Late visit', adminId });
    // Earned on `day` there (UTC's `nextDay`): it expires a month later on the zone's calendar, that day there.
    const on = at.plus({ months: 1 }).toISODate();
    expect(on).not.toBe(DateTime.fromISO(nextDay, { zone: 'utc' }).plus({ months: 1 }).toISODate());
    await expect(b.programme.nextExpiry(client.userId)).resolves.toEqual({ points: 40, on });
    b.harness.advanceClock(40 * 24 * 60 * MINUTE);
    await b.signIn();
    await b.harness.runExpiry();
    const ledger = await b.transactions.list({ ...NO_POINTS_FILTERS, search: client.userId, type: 'expiry' });
    expect(ledger.map((t) => [t.transactionPoints, t.reasonOrService])).toEqual([
      [40, `Points earned on ${day} expired`],
    ]);
  });

  it("an Admin's own entry may be reversed until the zone's midnight, not the UTC one", async () => {
    await b.signIn();
    await b.settings.saveTimeZone(TORONTO);
    await atHalfPastElevenLocal(b, TORONTO, 1);
    const admin = connect(b.harness);
    const { adminId } = await admin.signInAs(DEMO_SECOND_ADMIN);
    const client = await admin.clients.enrol({
      name: 'Night Owl',
      email: 'night.owl@example.com',
      location: 'Oakville',
      points: 0,
      pointsReason: '',
    });
    await admin.clients.addPoints(client.userId, { points: 5, pointsReason: 'First', adminId });
    await admin.clients.addPoints(client.userId, { points: 6, pointsReason: 'Second', adminId });
    const adds = await admin.transactions.list({ ...NO_POINTS_FILTERS, search: client.userId, type: 'add' });
    const [second, first] = adds;
    expect([second?.transactionPoints, first?.transactionPoints]).toEqual([6, 5]);
    b.harness.advanceClock(20 * MINUTE); // 23:50 local
    await admin.transactions.reverse(second?.transactionId ?? '', 'Booked twice');
    b.harness.advanceClock(20 * MINUTE); // 00:10 local, the next day there; still the same day in UTC
    const late = await refusal(admin.transactions.reverse(first?.transactionId ?? '', 'Too late'));
    expect([late.status, late.message]).toEqual([403, REVERSAL_MESSAGES.notAllowed]);
  });
});
