/**
 * The trail's CSV export on every host, downloaded through the app's repository and read back: the mark,
 * RFC 4180 quoting, text that cannot run as a formula, balances as numbers, and the cut at the row limit.
 */
import { beforeEach, expect, it } from 'vitest';
import { activityCsvHeader, truncationNotice } from '../../../src/backend/rules/activity-export';
import { csvFileName } from '../../../src/domain/csv';
import { readCsv } from './support/csv';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, refusal } from './support/refusal';

// The suite's hosts start at UTC (docs/product.md §10.31): the time, then the same instant in ISO 8601.
const HEADER = [...activityCsvHeader('UTC')];

describeEachBackend('the activity export', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });

  it('is every entry the list holds, newest first, behind the mark and a header, named for its time', async () => {
    const exported = await b.activity.export(NO_ACTIVITY_FILTERS);
    expect(exported.fileName).toBe(csvFileName('activity', false, b.harness.now()));
    expect(exported.truncated).toBe(false);
    const { bom, rows } = await readCsv(exported.file);
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(HEADER);
    const listed = await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1, size: 100 });
    expect(rows).toHaveLength(1 + listed.total);
    expect(rows.slice(1, 101).map((row) => row[0])).toEqual(
      listed.rows.map((e) => e.at.slice(0, 19).replace('T', ' ')),
    );
    const row = (action: string) => [
      new Date(b.harness.now()).toISOString().slice(0, 19).replace('T', ' '),
      new Date(b.harness.now()).toISOString(),
      'Avery Morgan',
      adminId,
      action,
      ...['', '', '', '', '', '', ''],
      // The request's IP on the server, none in the demo: the export writes what the list holds.
      listed.rows[0]?.ip ?? '',
    ];
    // The export is on the trail before it is read: its own entry comes first, then the sign-in.
    expect(rows.slice(1, 3)).toEqual([row('Activity Exported'), row('Signed In')]);
  });

  it('quotes commas, quotes and line breaks, keeps accents and emoji, and keeps balances as numbers', async () => {
    const message = 'Café night, "half price" ☕\nSee you there 🎉';
    await b.broadcasts.send({ message, adminId });
    const balance = (await b.clients.get('LL100040')).points;
    await b.clients.redeemPoints('LL100040', {
      points: 20,
      locationName: 'Oakville',
      serviceName: 'Haircut',
      adminId,
    });
    const exported = await b.activity.export({
      ...NO_ACTIVITY_FILTERS,
      action: ['broadcast.sent', 'points.redeemed'],
    });
    expect(exported.fileName).toBe(csvFileName('activity', true, b.harness.now()));
    const [, redeemed, sent] = (await readCsv(exported.file)).rows;
    const [latest] = (await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1, size: 1 })).rows;
    expect(sent?.[8]).toBe(message);
    expect(redeemed?.slice(4)).toEqual([
      'Points Redeemed',
      'LL100040',
      expect.any(String),
      '',
      '',
      '-20',
      `${balance}`,
      `${balance - 20}`,
      latest?.ip ?? '',
    ]);
  });

  it('writes text that a spreadsheet would run as a formula as plain text', async () => {
    const notes = '=HYPERLINK("http://evil.example","x")';
    await b.clients.saveNotes('LL100041', notes);
    await b.clients.saveNotes('LL100041', '@SUM(1+1)');
    const exported = await b.activity.export({ ...NO_ACTIVITY_FILTERS, clientId: 'LL100041' });
    const [, last, first] = (await readCsv(exported.file)).rows;
    expect(first?.[11]).toBe(`'${notes}`);
    expect(last?.slice(10, 12)).toEqual([`'${notes}`, "'@SUM(1+1)"]);
  });

  it('has only the header when nothing matches, and refuses a bad filter with 400', async () => {
    const none = await b.activity.export({ ...NO_ACTIVITY_FILTERS, search: 'nothing is called this' });
    expect((await readCsv(none.file)).rows).toEqual([HEADER]);
    const error = await refusal(b.activity.export({ ...NO_ACTIVITY_FILTERS, from: '2024-02-30' }));
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining('fromDate') });
  });
});

describeEachBackend(
  'the activity export past its row limit (lowered to 4 for the test)',
  (b) => {
    it('stops at the limit, says so in its last line, and tells the app', async () => {
      await b.signIn();
      const exported = await b.activity.export(NO_ACTIVITY_FILTERS);
      expect(exported.truncated).toBe(true);
      const { rows } = await readCsv(exported.file);
      expect(rows).toHaveLength(1 + 4 + 1);
      expect(rows.at(-1)).toEqual([truncationNotice(4)]);
      const whole = await b.activity.export({ ...NO_ACTIVITY_FILTERS, action: ['signin.succeeded'] });
      expect(whole.truncated).toBe(false);
      expect((await readCsv(whole.file)).rows.map((row) => row[4])).toEqual(['Action', 'Signed In']);
    });
  },
  { backend: { activity: { exportRows: 4 } } },
);
