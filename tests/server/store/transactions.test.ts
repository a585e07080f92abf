import { beforeEach, expect, it } from 'vitest';
import type { TransactionQuery } from '../../../src/backend/ports';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { aClient, aTransaction } from '../support/records';
import { emptyDatabase } from '../support/empty-database';

const all: TransactionQuery = { search: '', locations: [], type: '', clientId: '', from: '', to: '' };
const ids = (rows: { transactionId: string }[]): string[] => rows.map((r) => r.transactionId);

const LEDGER = [
  aTransaction({
    transactionId: 'TX0000001',
    transactionDate: '2026-01-10T09:00:00.000Z',
    reasonOrService: 'Birthday bonus',
  }),
  aTransaction({
    transactionId: 'TX0000002',
    transactionDate: '2026-01-10T09:00:00.000Z',
    type: 'redeem',
    reasonOrService: 'Coffee & pastry',
    location: 'Oakville',
    totalPoints: 50,
    transactionPoints: 50,
  }),
  aTransaction({
    transactionId: 'TX0000003',
    clientId: 'LL100002',
    clientName: 'Liam Singh',
    transactionDate: '2026-01-11T00:00:00.000Z',
    reasonOrService: '50% off_day',
  }),
];

describeOnEachDatabase('the SQL store: the points ledger', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {
      clients: [aClient(), aClient({ userId: 'LL100002', name: 'Liam Singh', email: 'liam@example.com' })],
      transactions: LEDGER,
    });
  });

  it('lists newest first, ties broken by transactionId descending', async () => {
    expect(ids(await store().listTransactions(all))).toEqual(['TX0000003', 'TX0000002', 'TX0000001']);
  });

  it.each([
    ['a transaction id', 'tx0000002', ['TX0000002']],
    ['a client id', 'll100002', ['TX0000003']],
    ['a client name', 'liam', ['TX0000003']],
    ['a reason or service', 'coffee &', ['TX0000002']],
    ['a percent sign literally', '50%', ['TX0000003']],
    ['an underscore literally', 'off_', ['TX0000003']],
    ['an underscore that a LIKE pattern would take for any letter', 'birthday_bonus', []],
    ['an admin name, which is not searched', 'avery', []],
  ])('searches %s', async (_what, search, expected) => {
    expect(ids(await store().listTransactions({ ...all, search }))).toEqual(expected);
  });

  it('filters by type, location and whole UTC days', async () => {
    expect(ids(await store().listTransactions({ ...all, type: 'redeem' }))).toEqual(['TX0000002']);
    expect(ids(await store().listTransactions({ ...all, type: 'add' }))).toEqual(['TX0000003', 'TX0000001']);
    expect(ids(await store().listTransactions({ ...all, locations: ['oakville'] }))).toEqual(['TX0000002']);
    expect(ids(await store().listTransactions({ ...all, from: '2026-01-11', to: '2026-01-11' }))).toEqual([
      'TX0000003',
    ]);
    expect(ids(await store().listTransactions({ ...all, to: '2026-01-10' }))).toEqual([
      'TX0000002',
      'TX0000001',
    ]);
  });

  it('finds one transaction exactly as it was written, or null', async () => {
    expect(await store().transactionById('TX0000002')).toEqual(LEDGER[1]);
    expect(await store().transactionById('TX9999999')).toBeNull();
  });

  it('numbers from a sequence that continues across transactions and is never reused after a rollback', async () => {
    expect(await store().transaction((tx) => tx.nextSequence('transaction'))).toBe(1);
    await expect(
      store().transaction(async (tx) => {
        await tx.nextSequence('transaction');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await store().transaction((tx) => tx.nextSequence('transaction'))).toBe(3);
    expect(await store().transaction((tx) => tx.nextSequence('broadcast'))).toBe(1);
  });

  it('commits a change and its ledger entry together, or neither when the work throws', async () => {
    const entry = aTransaction({
      transactionId: 'TX0000004',
      transactionDate: '2026-02-01T00:00:00.000Z',
      totalPoints: 150,
    });
    await expect(
      store().transaction(async (tx) => {
        await tx.updateClient('LL100001', { points: 150 });
        await tx.insertTransaction(entry);
        expect(await tx.transactionById('TX0000004')).toEqual(entry);
        throw new Error('the mail could not be sent');
      }),
    ).rejects.toThrow('the mail could not be sent');
    expect(await store().transactionById('TX0000004')).toBeNull();
    expect((await store().clientById('LL100001'))?.points).toBe(100);

    await store().transaction(async (tx) => {
      await tx.updateClient('LL100001', { points: 150 });
      await tx.insertTransaction(entry);
    });
    expect(await store().transactionById('TX0000004')).toEqual(entry);
    expect((await store().clientById('LL100001'))?.points).toBe(150);
  });
});
