/**
 * The Name sort's key on the server (docs/product.md §10.18, src/domain/name-key.ts): written with every row,
 * filled in JavaScript for rows older than its column, equal to the demo's key, and read through its index.
 */
import { sql as raw } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { nameSortKey } from '../../../src/domain/name-key';
import { fillNameKeys } from '../../../server/store/name-keys';
import { rowsOf } from '../../../server/store/rows';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { aClient } from '../support/records';

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
const everyone = { search: '', locations: [], statuses: [], from: '', to: '' };

describeOnEachDatabase('the Name sort key', (current) => {
  const sql = () => current().database.sql;
  const keys = async () =>
    rowsOf(await sql().execute(raw`select name, name_key from clients order by user_id`)).map((row) => [
      String(row.name),
      row.name_key,
    ]);
  const byNameInJs = [...CLIENTS]
    .sort((a, b) => (nameSortKey(a.name) < nameSortKey(b.name) ? -1 : 1))
    .map((client) => client.name);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, { clients: CLIENTS });
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
    const plan = await sql().transaction(async (tx) => {
      await tx.execute(raw`set local enable_seqscan = off`);
      await tx.execute(raw`set local enable_sort = off`);
      return rowsOf(
        await tx.execute(
          raw`explain select user_id from clients order by (name_key collate "C") desc, user_id desc limit 7`,
        ),
      )
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
    });
    expect(plan).toContain('clients_by_name');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
