import { expect, it } from 'vitest';
import type { ActivityQuery } from '../../../src/backend/ports';
import type { NewActivity } from '../../../src/backend/records';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { anActivity } from '../support/records';

const ANY: ActivityQuery = {
  search: '',
  from: '',
  to: '',
  actions: [],
  adminId: '',
  clientId: '',
  after: null,
  page: { number: 1, size: 100 },
  countUpTo: 10_000,
};

/** Six entries; two share one instant, so `seq` decides their order. */
const TRAIL: NewActivity[] = [
  anActivity({ at: '2026-03-01T09:00:00.000Z', clientId: 'LL100001', clientName: 'Olivia Tremblay' }),
  anActivity({ at: '2026-03-02T09:00:00.000Z', clientId: 'LL1000011', clientName: 'Liam 100%_Singh' }),
  anActivity({
    at: '2026-03-02T09:00:00.000Z',
    action: 'client.blocked',
    adminId: 'a2',
    clientId: 'LL100001',
  }),
  anActivity({
    at: '2026-03-03T23:59:59.999Z',
    action: 'broadcast.sent',
    clientId: null,
    clientName: null,
    broadcastId: 'BC00007',
    broadcastText: 'Double POINTS this weekend',
  }),
  anActivity({
    at: '2026-03-04T00:00:00.000Z',
    action: 'signin.succeeded',
    clientId: null,
    clientName: null,
  }),
  anActivity({ at: '2026-03-05T10:00:00.000Z', action: 'points.redeemed', clientId: 'LL100002' }),
];

describeOnEachDatabase('the SQL store: reading the activity trail', (current) => {
  /** The trail alone, in the file's database emptied first (its seq restarted from 1). */
  const trail = async () => {
    const { database } = current();
    await emptyDatabase(database);
    const store = createSqlStore(database.sql);
    await store.transaction(async (tx) => {
      for (const entry of TRAIL) await tx.appendActivity(entry);
    });
    return store;
  };
  const seqs = async (query: Partial<ActivityQuery>) =>
    (await (await trail()).listActivity({ ...ANY, ...query })).rows.map((r) => r.seq);

  it('reads newest first, a shared instant by seq, with every field as written', async () => {
    const store = await trail();
    const { rows, total, totalExact } = await store.listActivity(ANY);
    expect(rows.map((r) => r.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(rows[2]).toEqual({ ...TRAIL[3], seq: 4 });
    expect([total, totalExact]).toEqual([6, true]);
  });

  it.each([
    ['an action', { actions: ['client.blocked'] }, [3]],
    ['any of two actions', { actions: ['points.redeemed', 'signin.succeeded'] }, [6, 5]],
    ['an admin, exactly', { adminId: 'a2' }, [3]],
    ['a client id, exactly (not a prefix)', { clientId: 'LL100001' }, [3, 1]],
    ['whole UTC days, inclusive', { from: '2026-03-02', to: '2026-03-03' }, [4, 3, 2]],
    ['a client name, case-insensitive', { search: 'OLIVIA'.toLowerCase() }, [6, 3, 1]],
    ['a percent and an underscore literally', { search: '100%_' }, [2]],
    ['broadcast text', { search: 'double points' }, [4]],
    ['what is older than a position', { after: { at: '2026-03-02T09:00:00.000Z', seq: 3 } }, [2, 1]],
  ] satisfies [string, Partial<ActivityQuery>, number[]][])(
    'filters by %s',
    async (_what, query, expected) => {
      expect(await seqs(query)).toEqual(expected);
    },
  );

  it('pages from the newest, and counts only up to its cap', async () => {
    const store = await trail();
    const page = await store.listActivity({ ...ANY, page: { number: 2, size: 4 }, countUpTo: 5 });
    expect(page.rows.map((r) => r.seq)).toEqual([2, 1]);
    expect([page.total, page.totalExact]).toEqual([5, false]);
    const exact = await store.listActivity({ ...ANY, countUpTo: 6 });
    expect([exact.total, exact.totalExact]).toEqual([6, true]);
  });
});
