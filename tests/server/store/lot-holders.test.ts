/**
 * The clients who may hold a lot earned before a bound (store.port.ts, LotHolderQuery; docs/product.md §10.28):
 * a balance above what was earned from the bound on, so a client whose old lots are all spent is not read.
 */
import { beforeEach, expect, it } from 'vitest';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { aClient, aTransaction } from '../support/records';

const OLD = '2025-01-10T09:00:00.000Z';
const RECENT = '2026-01-10T09:00:00.000Z';
const BOUND = '2025-06-01T00:00:00.000Z';

const client = (userId: string, points: number, n: number) =>
  aClient({ userId, points, email: `holder${n}@example.com` });
const add = (id: string, clientId: string, date: string, points: number) =>
  aTransaction({
    transactionId: id,
    clientId,
    transactionDate: date,
    transactionPoints: points,
    totalPoints: points,
  });

describeOnEachDatabase('the SQL store: the holders of old lots', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {
      clients: [client('LL100001', 130, 1), client('LL100002', 30, 2), client('LL100003', 40, 3)],
      transactions: [
        // An old lot still open beside a recent one.
        add('TX0000001', 'LL100001', OLD, 100),
        add('TX0000002', 'LL100001', RECENT, 30),
        // An old lot spent by a redemption: only the recent one is left.
        add('TX0000003', 'LL100002', OLD, 100),
        aTransaction({
          transactionId: 'TX0000004',
          clientId: 'LL100002',
          transactionDate: '2025-02-01T09:00:00.000Z',
          type: 'redeem',
          transactionPoints: 100,
          totalPoints: 0,
        }),
        add('TX0000005', 'LL100002', RECENT, 30),
        // Only a recent lot.
        add('TX0000006', 'LL100003', RECENT, 40),
      ],
    });
  });

  it('names the clients whose balance is above what they earned since the bound, and no one else', async () => {
    const holders = await store().lotHolders({ earnedFrom: '', earnedBefore: BOUND, after: '', size: 10 });
    expect(holders).toEqual(['LL100001']);
  });

  it('with a window, asks for a lot earned within it too; pages by id after `after`', async () => {
    const within = { earnedBefore: BOUND, size: 10 };
    expect(
      await store().lotHolders({ ...within, earnedFrom: '2025-01-01T00:00:00.000Z', after: '' }),
    ).toEqual(['LL100001']);
    expect(
      await store().lotHolders({ ...within, earnedFrom: '2025-03-01T00:00:00.000Z', after: '' }),
    ).toEqual([]);
    expect(await store().lotHolders({ ...within, earnedFrom: '', after: 'LL100001' })).toEqual([]);
  });
});
