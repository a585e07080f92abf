/** The Activity list's query: what the core reads from the query string, and what it means for an entry. */
import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  parseActivityFilter,
  parseActivityPage,
  type ActivityFilter,
} from '../../src/backend/filters/activity-query';
import { matchesActivity, newestFirst } from '../../src/backend/filters/match';
import type { ActivityQuery } from '../../src/backend/ports';
import type { ActivityRecord } from '../../src/backend/records';

const query = (values: Record<string, string>) => (name: string) => values[name] ?? '';

const filterOf = (values: Record<string, string>): ActivityFilter => {
  const read = parseActivityFilter(query(values), 'UTC');
  if (!read.ok) throw new Error(read.message);
  return read.value;
};

const ENTRY: ActivityRecord = {
  seq: 41,
  at: '2026-03-05T23:59:59.999Z',
  adminId: '64f1c0ffee0000000000a002',
  adminName: 'Jordan Lee',
  action: 'broadcast.sent',
  clientId: null,
  clientName: null,
  broadcastId: 'BC00009',
  broadcastText: 'Patio night: 100% fun_time',
  before: null,
  after: null,
  ip: null,
};
const CLIENT_ENTRY: ActivityRecord = {
  ...ENTRY,
  action: 'points.added',
  clientId: 'LL100007',
  clientName: 'Zoë Côté',
  broadcastId: null,
  broadcastText: null,
  before: '10',
  after: '60',
};

const matches = (entry: ActivityRecord, values: Record<string, string>, rest: Partial<ActivityQuery> = {}) =>
  matchesActivity(entry, {
    ...filterOf(values),
    after: null,
    page: { number: 1, size: 7 },
    countUpTo: 10,
    ...rest,
  });

describe('reading the activity query', () => {
  it('reads every filter: days, a comma-joined list of actions in any case, exact ids, a search', () => {
    expect(
      filterOf({
        fromDate: '2026-03-01',
        toDate: ' 2026-03-31 ',
        action: 'Points.Added, client.notes,points.added',
        adminId: ' 64f1 ',
        clientId: 'LL100007',
        search: '  CÔTÉ ',
      }),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      zone: 'UTC',
      actions: ['points.added', 'client.notes'],
      adminId: '64f1',
      clientId: 'LL100007',
      search: 'côté',
    });
  });

  it.each([
    [{ action: 'points.added,gift' }, 'action'],
    [{ action: 'points' }, 'action'],
    [{ fromDate: '2024-02-30' }, 'fromDate'],
    [{ clientId: 'L'.repeat(65) }, 'clientId'],
    [{ adminId: 'a\u0000b' }, 'adminId'],
  ])('refuses %j with a message naming %s', (values, name) => {
    expect(parseActivityFilter(query(values), 'UTC')).toEqual({
      ok: false,
      message: expect.stringContaining(name),
    });
  });

  it.each([
    [{}, { number: 1, size: 7 }],
    [
      { page: '3', limit: '100' },
      { number: 3, size: 100 },
    ],
    [{ limit: '1' }, { number: 1, size: 1 }],
  ])('pages %j as %j', (values, page) => {
    expect(parseActivityPage(query(values))).toEqual({ ok: true, value: page });
  });

  it.each<Record<string, string>>([{ limit: '101' }, { limit: '0' }, { page: '0' }, { page: 'x' }])(
    'refuses the page %j',
    (values) => {
      expect(parseActivityPage(query(values))).toMatchObject({ ok: false });
    },
  );

  it('calls the trail filtered when anything but the page narrows it', () => {
    expect(isFiltered(filterOf({}))).toBe(false);
    for (const values of [
      { fromDate: '2026-01-01' } as Record<string, string>,
      { toDate: '2026-01-01' },
      { action: 'client.notes' },
      { adminId: 'a' },
      { clientId: 'b' },
      { search: 'c' },
    ])
      expect(isFiltered(filterOf(values)), JSON.stringify(values)).toBe(true);
  });
});

describe('what the activity query matches', () => {
  it('searches client id, client name and broadcast text as literal, case-insensitive text', () => {
    for (const search of ['ll100007', 'zoë côté', 'CÔTÉ'])
      expect(matches(CLIENT_ENTRY, { search })).toBe(true);
    for (const search of ['patio night', '100%', 'fun_time']) expect(matches(ENTRY, { search })).toBe(true);
    for (const search of ['jordan', 'bc00009', 'points', '100_', 'fun%time'])
      expect(matches(ENTRY, { search }), search).toBe(false);
  });

  it('matches the ids whole, never as a part; a client id in any case (docs/api.md, "The activity trail")', () => {
    expect(matches(CLIENT_ENTRY, { clientId: 'LL100007' })).toBe(true);
    expect(matches(CLIENT_ENTRY, { clientId: 'LL10000' })).toBe(false);
    expect(matches(CLIENT_ENTRY, { clientId: 'll100007' })).toBe(true);
    expect(matches(ENTRY, { adminId: ENTRY.adminId })).toBe(true);
    expect(matches(ENTRY, { adminId: '64f1c0ffee0000000000a001' })).toBe(false);
  });

  it('takes actions as any-of and whole UTC days, both ends inclusive', () => {
    expect(matches(ENTRY, { action: 'client.notes,broadcast.sent' })).toBe(true);
    expect(matches(ENTRY, { action: 'broadcast.resent' })).toBe(false);
    expect(matches(ENTRY, { fromDate: '2026-03-05', toDate: '2026-03-05' })).toBe(true);
    expect(matches(ENTRY, { fromDate: '2026-03-06' })).toBe(false);
  });

  it('reads on only past a given entry, in the order newest first (at desc, then seq desc)', () => {
    const same = { at: ENTRY.at, seq: 42 };
    expect(matches(ENTRY, {}, { after: same })).toBe(true);
    expect(matches(ENTRY, {}, { after: { at: ENTRY.at, seq: 41 } })).toBe(false);
    expect(matches(ENTRY, {}, { after: { at: '2026-03-05T23:59:59.998Z', seq: 99 } })).toBe(false);
    const order = [
      { at: '2026-01-01T00:00:00.000Z', seq: 9 },
      { at: '2026-01-02T00:00:00.000Z', seq: 1 },
      { at: '2026-01-02T00:00:00.000Z', seq: 2 },
    ].sort(newestFirst);
    expect(order.map((p) => p.seq)).toEqual([2, 1, 9]);
  });
});
