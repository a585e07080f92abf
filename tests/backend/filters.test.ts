/** The list queries: what the core reads from a query string, and what each query means for a row. */
import { describe, expect, it } from 'vitest';
import { matchesBroadcast, matchesClient, matchesTransaction } from '../../src/backend/filters/match';
import {
  parseBroadcastQuery,
  parseClientQuery,
  parseTransactionQuery,
} from '../../src/backend/filters/queries';
import type { BroadcastRecord, ClientListRow, TransactionRecord } from '../../src/backend/records';
import { NO_CONSENT } from '../../src/domain/email-consent';

const query = (values: Record<string, string>) => (name: string) => values[name] ?? '';

const CLIENT: ClientListRow = {
  userId: 'LL100007',
  name: 'Zoe 100% Côté_Fan',
  email: 'zoe.cote7@example.com',
  phone: '',
  joinDate: '2026-03-05T23:59:59.999Z',
  points: 10,
  location: 'Oakville',
  blockStatus: 'Blocked',
  reason: 'r',
  notes: 'n',
  ...NO_CONSENT,
};

const clientQuery = (values: Record<string, string>) => {
  const read = parseClientQuery(query(values), 'UTC');
  if (!read.ok) throw new Error(read.message);
  return read.value;
};

describe('reading list queries', () => {
  it.each(['2024-02-30', '2023-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '26-01-01', '2026/01/01'])(
    'refuses the impossible or malformed date %s, as the UI does',
    (day) => {
      expect(parseClientQuery(query({ fromDate: day }), 'UTC')).toEqual({
        ok: false,
        message: expect.stringContaining('fromDate'),
      });
      expect(parseTransactionQuery(query({ toDate: day }), 'UTC')).toMatchObject({ ok: false });
      expect(parseBroadcastQuery(query({ fromDate: day }), 'UTC')).toMatchObject({ ok: false });
    },
  );

  it('accepts a leap day, trims, lower-cases the search and the lists', () => {
    expect(
      clientQuery({
        fromDate: ' 2024-02-29 ',
        search: '  ZoE ',
        location: 'Oakville, MISSISSAUGA,',
        blockStatus: 'blocked',
      }),
    ).toEqual({
      from: '2024-02-29',
      to: '',
      zone: 'UTC',
      search: 'zoe',
      locations: ['oakville', 'mississauga'],
      statuses: ['Blocked'],
    });
  });

  it('refuses an unknown status and an unknown type rather than matching everything', () => {
    expect(parseClientQuery(query({ blockStatus: 'Active,Paused' }), 'UTC')).toMatchObject({ ok: false });
    expect(parseTransactionQuery(query({ type: 'gift' }), 'UTC')).toEqual({
      ok: false,
      message: 'The type must be add, redeem, opening, reversal or expiry.',
    });
    expect(parseTransactionQuery(query({ type: 'REDEEM' }), 'UTC')).toMatchObject({
      ok: true,
      value: { type: 'redeem' },
    });
  });

  it('turns on broadcast paging only with a limit', () => {
    expect(parseBroadcastQuery(query({}), 'UTC')).toMatchObject({ ok: true, value: { page: null } });
    expect(parseBroadcastQuery(query({ limit: '7', page: '3' }), 'UTC')).toMatchObject({
      ok: true,
      value: { page: { number: 3, size: 7 } },
    });
    expect(parseBroadcastQuery(query({ limit: '7' }), 'UTC')).toMatchObject({
      ok: true,
      value: { page: { number: 1, size: 7 } },
    });
  });
});

describe('what a query matches', () => {
  it('searches the named fields as literal, case-insensitive text: % and _ match themselves', () => {
    for (const search of ['ll100007', 'côté', 'zoe.cote7@', '100%', 'té_f', 'COTE7'])
      expect(matchesClient(CLIENT, clientQuery({ search })), search).toBe(true);
    for (const search of ['100_', 'z_e', 'zoe%côté', 'oakville', 'blocked', 'fanzoe'])
      expect(matchesClient(CLIENT, clientQuery({ search })), search).toBe(false);
  });

  it('takes whole UTC days, both ends inclusive', () => {
    expect(matchesClient(CLIENT, clientQuery({ fromDate: '2026-03-05', toDate: '2026-03-05' }))).toBe(true);
    expect(matchesClient(CLIENT, clientQuery({ fromDate: '2026-03-06' }))).toBe(false);
    expect(matchesClient(CLIENT, clientQuery({ toDate: '2026-03-04' }))).toBe(false);
  });

  it('treats lists as any-of, whatever their case', () => {
    expect(
      matchesClient(CLIENT, clientQuery({ location: 'mississauga,OAKVILLE', blockStatus: 'Active,Blocked' })),
    ).toBe(true);
    expect(matchesClient(CLIENT, clientQuery({ location: 'Mississauga' }))).toBe(false);
    expect(matchesClient(CLIENT, clientQuery({ blockStatus: 'Active' }))).toBe(false);
  });

  it('matches transactions by type, location, day and their four searched fields', () => {
    const row: TransactionRecord = {
      transactionId: 'TX0000042',
      clientId: 'LL100007',
      clientName: 'Zoe Côté',
      transactionDate: '2026-03-05T10:00:00.000Z',
      totalPoints: 10,
      transactionPoints: 10,
      type: 'redeem',
      reasonOrService: 'Massage (30 min)',
      adminUserId: 'a',
      adminName: 'Avery Morgan',
      apiKeyId: null,
      location: 'Mississauga',
    };
    const read = (values: Record<string, string>) => {
      const q = parseTransactionQuery(query(values), 'UTC');
      return q.ok && matchesTransaction(row, q.value);
    };
    expect(['tx0000042', 'll100007', 'zoe côté', 'massage (30'].every((search) => read({ search }))).toBe(
      true,
    );
    expect(read({ search: 'avery' })).toBe(false);
    expect(read({ type: 'redeem', location: 'mississauga', fromDate: '2026-03-05' })).toBe(true);
    expect(read({ type: 'add' })).toBe(false);
  });

  it('matches broadcasts by day and by broadcastId, _id or description', () => {
    const row: BroadcastRecord = {
      _id: 'b0adca570000000000000009',
      broadcastId: 'BC00009',
      bcDateTime: '2026-03-05T10:00:00.000Z',
      opened: 3,
      createdBy: 'Jordan Lee',
      description: 'Patio night Friday',
    };
    const read = (values: Record<string, string>) => {
      const q = parseBroadcastQuery(query(values), 'UTC');
      return q.ok && matchesBroadcast(row, q.value);
    };
    expect(['bc00009', 'b0adca57', 'patio night'].every((search) => read({ search }))).toBe(true);
    expect(read({ search: 'jordan' })).toBe(false);
    expect(read({ toDate: '2026-03-04' })).toBe(false);
  });
});
