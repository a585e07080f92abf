/**
 * The backend store on SQL (store.port.ts), the same code on PGlite and PostgreSQL. Changes happen only
 * inside `transaction`, whose writes commit together or not at all.
 */
import type { BackendStore, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { createReads } from './reads';
import { preparedReads } from './reads/prepared';
import { accountWrites } from './writes/accounts';
import { activityWrites } from './writes/activity';
import { clientWrites } from './writes/clients';
import { codeWrites } from './writes/codes';
import { idempotencyWrites } from './writes/idempotency';
import { ledgerWrites } from './writes/ledger';
import { sessionWrites } from './writes/sessions';
import { setupWrites } from './writes/setup';

/** The open Drizzle transaction behind each StoreTx, for server ports that write in it (the photo keeper). */
const openTransactions = new WeakMap<StoreTx, Sql>();

export function sqlOf(tx: StoreTx): Sql {
  const sql = openTransactions.get(tx);
  if (!sql) throw new Error('This transaction does not belong to the SQL store.');
  return sql;
}

export function createSqlStore(sql: Sql): BackendStore {
  return {
    ...createReads(sql),
    ...preparedReads(sql),
    transaction: (work) =>
      sql.transaction((open) => {
        const tx: StoreTx = {
          ...createReads(open),
          ...clientWrites(open),
          ...codeWrites(open),
          ...accountWrites(open),
          ...ledgerWrites(open),
          ...activityWrites(open),
          ...sessionWrites(open),
          ...idempotencyWrites(open),
          ...setupWrites(open),
        };
        openTransactions.set(tx, open);
        return work(tx);
      }),
  };
}
