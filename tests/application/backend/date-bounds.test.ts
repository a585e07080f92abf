/**
 * Every list filter with days, the overview and the exports refuse a day outside the days a filter may name
 * (docs/security.md, "Days out of range") with 400 and the same words on every host, never a 500
 * from a store that cannot hold the day.
 */
import { expect, it } from 'vitest';
import { QUERY_DATE_MAX, QUERY_DATE_MIN } from '../../../src/domain/filters';
import { describeEachBackend } from './support/describe-backends';
import {
  NO_ACTIVITY_FILTERS,
  NO_BROADCAST_FILTERS,
  NO_CLIENT_FILTERS,
  NO_POINTS_FILTERS,
  refusal,
} from './support/refusal';

describeEachBackend('days outside the range a filter may name', (b) => {
  const calls = (from: string, to: string): Record<string, () => Promise<unknown>> => ({
    clients: () => b.clients.list({ ...NO_CLIENT_FILTERS, from, to }),
    points: () => b.transactions.list({ ...NO_POINTS_FILTERS, from, to }),
    broadcasts: () => b.broadcasts.list({ ...NO_BROADCAST_FILTERS, from, to }),
    activity: () => b.activity.list({ ...NO_ACTIVITY_FILTERS, from, to }, { number: 1 }),
    overview: () => b.overview.load({ from, to, locations: [] }),
    'clients export': () => b.clients.export({ ...NO_CLIENT_FILTERS, from, to }, 'America/Toronto'),
    'points export': () => b.transactions.export({ ...NO_POINTS_FILTERS, from, to }, 'Pacific/Kiritimati'),
    'activity export': () => b.activity.export({ ...NO_ACTIVITY_FILTERS, from, to }),
  });

  for (const [from, to, name, day] of [
    ['2026-01-01', '9999-12-31', 'toDate', '9999-12-31'],
    ['9999-12-31', '9999-12-31', 'fromDate', '9999-12-31'],
    ['0000-01-01', '2026-01-01', 'fromDate', '0000-01-01'],
    ['0001-01-01', '0001-01-01', 'fromDate', '0001-01-01'],
    ['1899-12-31', '1900-01-31', 'fromDate', '1899-12-31'],
    ['2999-12-01', '3000-01-01', 'toDate', '3000-01-01'],
  ] as const) {
    it(`${name}=${day}: 400 and the range, on every list, the overview and every export`, async () => {
      await b.signIn();
      const answers: Record<string, unknown> = {};
      for (const [call, send] of Object.entries(calls(from, to))) {
        const refused = await refusal(send());
        answers[call] = [refused.status, refused.message];
      }
      const expected = [400, `${name} must be a day from ${QUERY_DATE_MIN} to ${QUERY_DATE_MAX}.`];
      expect(answers).toEqual(
        Object.fromEntries(Object.keys(calls(from, to)).map((call) => [call, expected])),
      );
    });
  }

  it('the first and last days of the range are answered, on every list, the overview and every export', async () => {
    await b.signIn();
    for (const [from, to] of [
      [QUERY_DATE_MIN, '1900-01-31'],
      ['2999-12-01', QUERY_DATE_MAX],
    ] as const) {
      for (const [call, send] of Object.entries(calls(from, to)))
        await expect(send(), `${call} ${from}…${to}`).resolves.toBeDefined();
    }
  });
});
