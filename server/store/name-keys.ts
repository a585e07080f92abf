/**
 * Fills the name sort keys (src/domain/name-key.ts) of rows written before the keys had columns: clients'
 * (migration 0013) and the ledger's client and admin names (0017), in JavaScript, by the one rule every write
 * uses, a batch at a time. Run each time the database is opened; once every row has its keys it costs one index
 * lookup per table (`clients_by_name` holds the nulls too; `transactions_name_keys_missing` only the rows
 * without keys).
 */
import { eq, isNull, or, sql as raw } from 'drizzle-orm';
import { nameSortKey } from '../../src/domain/name-key';
import type { Sql } from '../db/database';
import { clients, transactions } from '../db/schema';

const BATCH = 1000;

/** Reads up to BATCH rows still without keys and keys them, until none is left; answers how many it keyed. */
async function inBatches<Row>(
  missing: () => Promise<Row[]>,
  key: (rows: Row[]) => Promise<unknown>,
): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await missing();
    if (rows.length === 0) return filled;
    await key(rows);
    filled += rows.length;
  }
}

const fillClients = (sql: Sql): Promise<number> =>
  inBatches(
    () =>
      sql
        .select({ userId: clients.userId, name: clients.name })
        .from(clients)
        .where(isNull(clients.nameKey))
        .limit(BATCH),
    (rows) =>
      sql.execute(
        raw`update ${clients} set name_key = k.key
            from unnest(${raw.param(rows.map((row) => row.userId))}::text[],
                        ${raw.param(rows.map((row) => nameSortKey(row.name)))}::text[]) as k(id, key)
            where ${eq(clients.userId, raw`k.id`)}`,
      ),
  );

const fillLedger = (sql: Sql): Promise<number> =>
  inBatches(
    () =>
      sql
        .select({
          transactionId: transactions.transactionId,
          clientName: transactions.clientName,
          adminName: transactions.adminName,
        })
        .from(transactions)
        // The predicate of the partial index transactions_name_keys_missing, so it is read instead of the ledger.
        .where(or(isNull(transactions.clientNameKey), isNull(transactions.adminNameKey)))
        .limit(BATCH),
    (rows) =>
      sql.execute(
        raw`update ${transactions} set client_name_key = k.client_key, admin_name_key = k.admin_key
            from unnest(${raw.param(rows.map((row) => row.transactionId))}::text[],
                        ${raw.param(rows.map((row) => nameSortKey(row.clientName)))}::text[],
                        ${raw.param(rows.map((row) => nameSortKey(row.adminName)))}::text[])
                 as k(id, client_key, admin_key)
            where ${eq(transactions.transactionId, raw`k.id`)}`,
      ),
  );

/** Gives every client and every ledger row without its name keys their keys; answers how many rows it keyed. */
export async function fillNameKeys(sql: Sql): Promise<number> {
  return (await fillClients(sql)) + (await fillLedger(sql));
}
