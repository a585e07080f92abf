import { beforeEach, expect, it } from 'vitest';
import type { BroadcastQuery } from '../../../src/backend/ports';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { aBroadcast } from '../support/records';
import { emptyDatabase } from '../support/empty-database';

const all: BroadcastQuery = { search: '', from: '', to: '', page: null };
const ids = (list: { rows: { broadcastId: string }[] }): string[] => list.rows.map((r) => r.broadcastId);

const SENT = [1, 2, 3, 4, 5].map((n) =>
  aBroadcast({
    _id: `b0adca57000000000000000${n}`,
    broadcastId: `BC0000${n}`,
    bcDateTime: `2026-02-0${n}T12:00:00.000Z`,
    description: n === 5 ? 'Flash sale: 100% of points back_today' : `Message number ${n}`,
  }),
);

describeOnEachDatabase('the SQL store: broadcasts', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, { broadcasts: SENT });
  });

  it('lists newest first with how many match and how many exist', async () => {
    const list = await store().listBroadcasts(all);
    expect(ids(list)).toEqual(['BC00005', 'BC00004', 'BC00003', 'BC00002', 'BC00001']);
    expect(list.rows[0]).toEqual(SENT[4]);
    expect([list.total, list.totalCount]).toEqual([5, 5]);
  });

  it.each([
    ['a broadcast id', 'bc00002', ['BC00002']],
    ['an _id', 'b0adca570000000000000003', ['BC00003']],
    ['a description, case-insensitive', 'MESSAGE NUMBER 4'.toLowerCase(), ['BC00004']],
    ['a percent sign literally', '100%', ['BC00005']],
    ['an underscore literally', 'back_', ['BC00005']],
    ['a pattern that is only a pattern', 'message_number', []],
  ])('searches %s', async (_what, search, expected) => {
    const list = await store().listBroadcasts({ ...all, search });
    expect(ids(list)).toEqual(expected);
    expect([list.total, list.totalCount]).toEqual([expected.length, 5]);
  });

  it('filters whole UTC days and pages the matches when asked', async () => {
    expect(ids(await store().listBroadcasts({ ...all, from: '2026-02-02', to: '2026-02-04' }))).toEqual([
      'BC00004',
      'BC00003',
      'BC00002',
    ]);
    const second = await store().listBroadcasts({ ...all, page: { number: 2, size: 2 } });
    expect(ids(second)).toEqual(['BC00003', 'BC00002']);
    expect([second.total, second.totalCount]).toEqual([5, 5]);
    const beyond = await store().listBroadcasts({ ...all, search: 'message', page: { number: 9, size: 2 } });
    expect([beyond.rows, beyond.total, beyond.totalCount]).toEqual([[], 4, 5]);
  });

  it('finds one broadcast by broadcastId or by _id, or null', async () => {
    expect(await store().broadcastById('BC00002')).toEqual(SENT[1]);
    expect(await store().broadcastById('b0adca570000000000000002')).toEqual(SENT[1]);
    expect(await store().broadcastById('BC99999')).toBeNull();
  });

  it('inserts a broadcast and moves one to the front by its new send time', async () => {
    const fresh = aBroadcast({
      _id: 'b0adca570000000000000006',
      broadcastId: 'BC00006',
      bcDateTime: '2026-03-01T00:00:00.000Z',
    });
    await store().transaction(async (tx) => {
      await tx.insertBroadcast(fresh);
      await tx.updateBroadcast('BC00001', { bcDateTime: '2026-03-02T00:00:00.000Z' });
    });
    expect(ids(await store().listBroadcasts({ ...all, page: { number: 1, size: 2 } }))).toEqual([
      'BC00001',
      'BC00006',
    ]);
    expect(await store().broadcastById('BC00006')).toEqual(fresh);
  });
});
