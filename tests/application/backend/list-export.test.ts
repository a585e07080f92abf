/**
 * Export CSV of the clients and points lists, written by the server for the whole filtered list (docs/product.md
 * §10.18) on every host: the console's file as it was made in the browser (its columns, the list's formats in
 * the admin's zone, figures kept numbers, formulas defused), every match newest first, across many reads.
 */
import { DateTime } from 'luxon';
import { beforeEach, expect, it } from 'vitest';
import { csvFileName } from '../../../src/domain/csv';
import { CLIENT_FILE_HEADER, TRANSACTION_FILE_HEADER } from '../../../src/domain/list-files';
import { LIABILITY_HEADER } from '../../../src/domain/programme';
import { readCsv } from './support/csv';
import { csvFile, goodRows, HEADER } from './support/import-files';
import { describeEachBackend } from './support/describe-backends';
import { NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const ZONE = 'America/Toronto';

describeEachBackend('the clients and points exports', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });

  it('clients: every client of the list, in its order, the import template’s columns and join days in the admin’s zone', async () => {
    const whole = await b.clients.list(NO_CLIENT_FILTERS);
    const exported = await b.clients.export(NO_CLIENT_FILTERS, ZONE);
    expect(exported.fileName).toBe(csvFileName('clients', false, b.harness.now(), ZONE));
    const { bom, rows } = await readCsv(exported.file);
    expect(bom).toBe(true);
    // The template's columns, the join date's ISO 8601 twin (docs/product.md §10.31), then what the programme
    // owes each client (docs/product.md §10.28).
    expect(rows[0]).toEqual([...CLIENT_FILE_HEADER, LIABILITY_HEADER]);
    expect(rows[0]?.slice(-2)).toEqual(['joinDate (ISO 8601)', LIABILITY_HEADER]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(whole.map((c) => c.userId));
    const [first] = whole;
    if (!first) throw new Error('seed empty');
    // The calendar day in the zone the console sent, as the import reads it (docs/product.md §10.25).
    const joined = DateTime.fromISO(first.joinDate).setZone(ZONE).toISODate();
    expect(rows[1]).toEqual([
      first.userId,
      first.name,
      first.email,
      first.phone ?? '',
      first.location,
      String(first.points),
      joined,
      first.notes ?? '',
      first.blockStatus,
      // The same instant in ISO 8601 with the zone's offset (docs/product.md §10.31).
      DateTime.fromISO(first.joinDate).setZone(ZONE).toISO(),
      // The default programme: a point is worth a cent.
      (first.points / 100).toFixed(2),
    ]);
  });

  it('clients: a filter narrows the file and names it filtered', async () => {
    const filters = {
      ...NO_CLIENT_FILTERS,
      location: ['Oakville' as const],
      blockStatus: ['Blocked' as const],
    };
    const matching = await b.clients.list(filters);
    const exported = await b.clients.export(filters, 'UTC');
    expect(exported.fileName).toBe(csvFileName('clients', true, b.harness.now(), 'UTC'));
    const { rows } = await readCsv(exported.file);
    expect(rows.slice(1).map((row) => row[0])).toEqual(matching.map((c) => c.userId));
  });

  it('points: newest first, a redeem signed, the type and admin named, a formula defused', async () => {
    await b.clients.redeemPoints('LL100040', {
      points: 20,
      locationName: 'Oakville',
      serviceName: '=HYPERLINK("x")',
      adminId,
    });
    const whole = await b.transactions.list(NO_POINTS_FILTERS);
    const exported = await b.transactions.export(NO_POINTS_FILTERS, 'UTC');
    expect(exported.fileName).toBe(csvFileName('points', false, b.harness.now(), 'UTC'));
    const { rows } = await readCsv(exported.file);
    expect(rows[0]).toEqual(TRANSACTION_FILE_HEADER);
    // The seed's ledger (320 rows) spans two store reads (EXPORT_PAGE); every row is there, in order.
    expect(rows.slice(1).map((row) => row[0])).toEqual(whole.map((tx) => tx.transactionId));
    const [latest] = whole;
    expect(rows[1]).toEqual([
      latest?.transactionId,
      'LL100040',
      latest?.clientName,
      expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4} - \d{1,2}:\d{2} [AP]M$/),
      latest?.transactionDate,
      '-20',
      String(latest?.totalPoints),
      'Points Redeemed',
      `'=HYPERLINK("x")`,
      'Avery Morgan',
      'Oakville',
    ]);
  });

  it('a list of many store reads (EXPORT_PAGE rows each) comes whole, each client once, in order', async () => {
    const file = csvFile([HEADER, ...goodRows(1100)].join('\n'));
    await b.clients.importFile(file, { dryRun: false });
    const whole = await b.clients.list(NO_CLIENT_FILTERS);
    expect(whole.length).toBeGreaterThan(1100);
    const { rows } = await readCsv((await b.clients.export(NO_CLIENT_FILTERS, 'UTC')).file);
    expect(rows.slice(1).map((row) => row[0])).toEqual(whole.map((c) => c.userId));
  });

  it('an unknown zone is refused with a message', async () => {
    const error = await refusal(b.clients.export(NO_CLIENT_FILTERS, 'Mars/Olympus'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('zone must be a time zone such as America/Toronto.');
  });
});
