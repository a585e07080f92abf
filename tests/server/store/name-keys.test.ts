/**
 * The name sort keys on the server (docs/product.md §10.18, src/domain/name-key.ts), the clients' and the
 * ledger's (its client's and its admin's name): written with every row, filled in JavaScript for rows older than
 * their columns, equal to the demo's keys, and read through their indexes.
 */
import { sql as raw, type SQL } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { nameSortKey } from '../../../src/domain/name-key';
import { fillNameKeys } from '../../../server/store/name-keys';
import { rowsOf } from '../../../server/store/rows';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { aClient, aTransaction } from '../support/records';

const NAMES = [
  'Zoë Abbott',
  'Émilie Roy',
  'Łukasz Nowak',
  'adam Smith',
  'Ørjan Berg',
  'Strauß Anna',
  'Œdipe Roi',
  'Ольга Ёлкина',
  'Nguyễn Thị Ánh',
  'ÇAĞLA Şahin',
  'Ethan Hale',
];
const CLIENTS = NAMES.map((name, i) =>
  aClient({ userId: `LL1000${String(i + 10)}`, name, email: `reader${i}@example.com` }),
);
/** One ledger row per client, by that client's name, each by an admin named as another client is. */
const LEDGER = CLIENTS.map((client, i) =>
  aTransaction({
    transactionId: `TX00000${String(i + 10)}`,
    clientId: client.userId,
    clientName: client.name,
    adminName: NAMES[NAMES.length - 1 - i] ?? '',
  }),
);
const everyone = { search: '', locations: [], statuses: [], from: '', to: '' };
const wholeLedger = { search: '', locations: [], type: '' as const, from: '', to: '', clientId: '' };
const inJs = (names: string[]) => [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));

describeOnEachDatabase('the Name sort key', (current) => {
  const sql = () => current().database.sql;
  const keys = async () =>
    rowsOf(await sql().execute(raw`select name, name_key from clients order by user_id`)).map((row) => [
      String(row.name),
      row.name_key,
    ]);
  const byNameInJs = inJs(NAMES);

  /** The plan PostgreSQL picks for `query` when reading every row or sorting them is made its last resort. */
  const planOf = (query: SQL) =>
    sql().transaction(async (tx) => {
      await tx.execute(raw`set local enable_seqscan = off`);
      await tx.execute(raw`set local enable_sort = off`);
      return rowsOf(await tx.execute(raw`explain ${query}`))
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
    });

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, { clients: CLIENTS, transactions: LEDGER });
  });

  it('is written with each client, equal to the demo’s key', async () => {
    expect(await keys()).toEqual(CLIENTS.map((client) => [client.name, nameSortKey(client.name)]));
  });

  it('is filled in at start for clients written before its column, as JavaScript computes it', async () => {
    await sql().execute(raw`update clients set name_key = null`);
    expect(await fillNameKeys(sql())).toBe(CLIENTS.length);
    expect(await keys()).toEqual(CLIENTS.map((client) => [client.name, nameSortKey(client.name)]));
    expect(await fillNameKeys(sql())).toBe(0);
  });

  it('orders the list by name as the demo does, both ways', async () => {
    const page = async (order: 'asc' | 'desc') =>
      (
        await createSqlStore(sql()).pageClients(everyone, {
          sort: { key: 'name', order },
          page: { number: 1, size: 20 },
        })
      ).rows.map((client) => client.name);
    expect(await page('asc')).toEqual(byNameInJs);
    expect(await page('desc')).toEqual([...byNameInJs].reverse());
  });

  it('sorts through the clients_by_name index, not by sorting every client', async () => {
    const plan = await planOf(
      raw`select user_id from clients order by (name_key collate "C") desc, user_id desc limit 7`,
    );
    expect(plan).toContain('clients_by_name');
    expect(plan).not.toMatch(/\bSort\b/);
  });
  const ledgerKeys = async () =>
    rowsOf(
      await sql().execute(
        raw`select client_name, client_name_key, admin_name, admin_name_key from transactions order by transaction_id`,
      ),
    ).map((row) => [row.client_name, row.client_name_key, row.admin_name, row.admin_name_key]);
  const keyedLedger = LEDGER.map((tx) => [
    tx.clientName,
    nameSortKey(tx.clientName),
    tx.adminName,
    nameSortKey(tx.adminName),
  ]);

  it('is written with each ledger row, for its client and its admin, equal to the demo’s keys', async () => {
    expect(await ledgerKeys()).toEqual(keyedLedger);
  });

  it('is written with the rows an import writes in one statement', async () => {
    await sql().execute(raw`delete from transactions`);
    await createSqlStore(sql()).transaction((tx) => tx.insertTransactions(LEDGER));
    expect(await ledgerKeys()).toEqual(keyedLedger);
  });

  it('is filled in at start for ledger rows written before their columns, either key missing', async () => {
    await sql().execute(
      raw`update transactions set client_name_key = null where transaction_id < 'TX0000015'`,
    );
    await sql().execute(
      raw`update transactions set admin_name_key = null where transaction_id >= 'TX0000013'`,
    );
    expect(await fillNameKeys(sql())).toBe(LEDGER.length);
    expect(await ledgerKeys()).toEqual(keyedLedger);
    expect(await fillNameKeys(sql())).toBe(0);
  });

  it('orders the ledger by Client Name and by Admin as the demo does, both ways', async () => {
    const page = async (key: 'clientName' | 'adminUserId', order: 'asc' | 'desc') =>
      (
        await createSqlStore(sql()).pageTransactions(wholeLedger, {
          sort: { key, order },
          page: { number: 1, size: 20 },
        })
      ).rows.map((tx) => (key === 'clientName' ? tx.clientName : tx.adminName));
    const names = inJs(NAMES);
    expect(await page('clientName', 'asc')).toEqual(names);
    expect(await page('clientName', 'desc')).toEqual([...names].reverse());
    expect(await page('adminUserId', 'asc')).toEqual(names);
    expect(await page('adminUserId', 'desc')).toEqual([...names].reverse());
  });

  it('finds the ledger rows still without keys through an index, not by reading the ledger', async () => {
    const plan = await planOf(
      raw`select transaction_id from transactions where client_name_key is null or admin_name_key is null limit 1000`,
    );
    expect(plan).toContain('transactions_name_keys_missing');
  });
});
