/**
 * The deterministic demo data in an empty embedded database, written through the same row mappers as the
 * store. Never over data that exists, and never on PostgreSQL (the caller decides: only the embedded default).
 */
import { sql as raw } from 'drizzle-orm';
import type { SeedData } from '../../src/backend/seed/build-seed';
import { accountRow } from '../store/accounts';
import { activityRow } from '../store/activity';
import { broadcastRow } from '../store/broadcasts';
import { clientRow, statusLogRows } from '../store/clients';
import { transactionRow } from '../store/transactions';
import { firstRow } from '../store/rows';
import type { Sql } from './database';
import { accounts, activity, broadcasts, clients, clientStatusLog, locations, transactions } from './schema';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

export async function hasData(sql: Sql): Promise<boolean> {
  const row = firstRow(
    await sql.execute(raw`select exists (select 1 from ${accounts}) or exists (select 1 from ${clients})
      or exists (select 1 from ${transactions}) or exists (select 1 from ${broadcasts}) as has_data`),
  );
  return row.has_data === true;
}

/** Seeds and answers true, or answers false when the database already holds data. */
export async function seedIfEmpty(sql: Sql, build: () => Promise<SeedData>): Promise<boolean> {
  if (await hasData(sql)) return false;
  const data = await build();
  await sql.transaction(async (tx) => {
    await insertAll(
      data.locations.map(({ _id, ...location }) => ({ id: _id, ...location })),
      (chunk) => tx.insert(locations).values(chunk),
    );
    await insertAll(data.accounts.map(accountRow), (chunk) => tx.insert(accounts).values(chunk));
    await insertAll(data.clients.map(clientRow), (chunk) => tx.insert(clients).values(chunk));
    await insertAll(data.clients.flatMap(statusLogRows), (chunk) => tx.insert(clientStatusLog).values(chunk));
    // Oldest first, so the physical order matches the ids (cosmetic: every read orders explicitly).
    await insertAll([...data.transactions].reverse().map(transactionRow), (chunk) =>
      tx.insert(transactions).values(chunk),
    );
    await insertAll([...data.broadcasts].reverse().map(broadcastRow), (chunk) =>
      tx.insert(broadcasts).values(chunk),
    );
    // The trail its seeded changes would have written, oldest first so `seq` follows time.
    await insertAll(data.activity.map(activityRow), (chunk) => tx.insert(activity).values(chunk));
    // New numbers continue after the seed's TX…/BC… ids.
    if (data.transactions.length > 0)
      await tx.execute(raw`select setval('transaction_number', ${data.transactions.length})`);
    if (data.clients.length > 0)
      await tx.execute(raw`select setval('client_number', ${data.clients.length})`);
    if (data.broadcasts.length > 0)
      await tx.execute(raw`select setval('broadcast_number', ${data.broadcasts.length})`);
  });
  return true;
}
