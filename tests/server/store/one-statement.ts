/**
 * What the one-statement writes (an enrolment, a client change) are held to, against the steps they stand
 * for: the same answers and rows from the same sequence, one query and no transaction of their own, and a
 * caller's transaction that they join and roll back with. One home for these checks, so the two writes are
 * judged alike.
 */
import pg from 'pg';
import { expect, vi } from 'vitest';
import type { BackendStore, StoreTx } from '../../../src/backend/ports';
import { createPrng } from '../../../src/backend/seed/prng';
import { createSqlStore } from '../../../server/store/sql-store';
import { snapshot } from '../support/db-snapshot';
import type { CurrentDatabase } from '../support/each-database';

/** The seed's sequence (the demo data's generator), so a failure names the seed that reproduces it. */
export function random(seed: number): (below: number) => number {
  const prng = createPrng(seed);
  return (below) => prng.int(0, below - 1);
}

/** The answers and every table's rows after `writes`, each made by `make` on a fresh `scene`. */
export async function outcomeOf<W>(
  current: CurrentDatabase,
  scene: () => Promise<void>,
  writes: readonly W[],
  make: (store: BackendStore, write: W) => Promise<unknown>,
): Promise<{ answers: unknown[]; rows: string }> {
  await scene();
  const store = createSqlStore(current().database.sql);
  const answers = [];
  for (const write of writes) answers.push(await make(store, write));
  return { answers, rows: await snapshot(current().database) };
}

/** How many queries the driver ran and how many transactions were opened while `write` ran. */
export async function statementsOf(
  current: CurrentDatabase,
  write: () => Promise<unknown>,
): Promise<[queries: number, transactions: number]> {
  const { sql } = current().database;
  const client: unknown = Reflect.get(sql, '$client');
  if (typeof client !== 'object' || client === null) throw new Error('no driver client');
  // On PostgreSQL every statement reaches a pooled connection's query, whether through pool.query or run on a
  // connection the pool hands out (a write described once, server/store/write-statement.ts).
  const target = client instanceof pg.Pool ? pg.Client.prototype : client;
  const query = vi.spyOn(target as { query: () => unknown }, 'query');
  const transaction = vi.spyOn(sql, 'transaction');
  try {
    await write();
    return [query.mock.calls.length, transaction.mock.calls.length];
  } finally {
    query.mockRestore();
    transaction.mockRestore();
  }
}

/** `write` inside a caller's transaction that then fails leaves every table as it was. */
export async function expectRolledBackWith(
  current: CurrentDatabase,
  write: (tx: StoreTx) => Promise<void>,
): Promise<void> {
  // Every table as it was (a sequence number taken is never given back, in either path).
  const tables = async () => (JSON.parse(await snapshot(current().database)) as { tables: unknown }).tables;
  const before = await tables();
  await expect(
    createSqlStore(current().database.sql).transaction(async (tx) => {
      await write(tx);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await tables()).toEqual(before);
}
