/**
 * The reads on every admin call (the token's account) and on every client view, built once and prepared by
 * name: Drizzle building their SQL text anew was an eighth of a GET's server CPU, and PostgreSQL planning an
 * unnamed statement each time costs a round trip's worth more (a named statement is parsed once per pooled
 * connection). PGlite takes the same path and ignores the name. Only on the database itself: a transaction
 * is a session of its own, where a statement prepared here does not belong.
 */
import { desc, eq, sql as raw } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts, clients, clientStatusLog, sessions } from '../../db/schema';
import { accountColumns } from '../tables/accounts';
import { clientListColumns, statusLogColumns } from '../tables/clients';
import { clientRecordOf } from './clients';
import { sessionAccountQuery } from './sessions';

export function preparedReads(sql: Sql): Pick<StoreReads, 'accountById' | 'clientById' | 'sessionAccount'> {
  const account = sql
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.id, raw.placeholder('id')))
    .prepare('account_by_id');
  const client = sql
    .select({ client: clientListColumns, entry: statusLogColumns })
    .from(clients)
    .leftJoin(clientStatusLog, eq(clientStatusLog.userId, clients.userId))
    .where(eq(clients.userId, raw.placeholder('id')))
    .orderBy(desc(clientStatusLog.seq))
    .prepare('client_with_status_log');
  // Every admin call: the session and its account in one round trip.
  const session = sessionAccountQuery(sql)
    .where(eq(sessions.id, raw.placeholder('id')))
    .prepare('session_account');
  return {
    accountById: async (id) => (await account.execute({ id }))[0] ?? null,
    clientById: async (id) => clientRecordOf(await client.execute({ id })),
    sessionAccount: async (id) => (await session.execute({ id }))[0] ?? null,
  };
}
