/** The sessions table: columns, reads and writes, and its sweep. */
import { and, desc, eq, lt, ne, sql as raw, type Placeholder } from 'drizzle-orm';
import type { SessionAndClient, StoreReads, StoreTx } from '../../src/backend/ports';
import type { SessionRecord } from '../../src/backend/records';
import type { Sql } from '../db/database';
import { accounts, clients, clientStatusLog, sessions } from '../db/schema';
import { preparedSelect } from '../db/prepared-select';
import { accountColumns } from './accounts';
import { clientListColumns, clientRecordOf, statusLogColumns } from './clients';

/** Selects a SessionRecord as it is. */
export const sessionColumns = {
  id: sessions.id,
  accountId: sessions.accountId,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  remember: sessions.remember,
  userAgent: sessions.userAgent,
  ip: sessions.ip,
  refreshJti: sessions.refreshJti,
} satisfies Record<keyof SessionRecord, unknown>;

const SESSION_ACCOUNT = { session: sessionColumns, account: accountColumns };

const SESSION_ACCOUNT_CLIENT = {
  ...SESSION_ACCOUNT,
  client: clientListColumns,
  entry: statusLogColumns,
};

/** Drizzle's own prepared query, where the database is not a node-postgres pool (PGlite). */
const drizzlePrepared =
  <Row>(prepared: { execute(named: Record<string, unknown>): Promise<Row[]> }) =>
  (named: Readonly<Record<string, unknown>>) =>
    prepared.execute({ ...named });

/** The session joined to its account: one row or none. */
const sessionAccountQuery = (sql: Sql) =>
  sql.select(SESSION_ACCOUNT).from(sessions).innerJoin(accounts, eq(accounts.id, sessions.accountId));

/**
 * The session joined to its account and, by a left join on the client's key, the client and its status log
 * (a row per log entry, newest first): GET one client's reads as one statement. No session row, no rows at
 * all: the client is not read for an ended session.
 */
const sessionWithClientQuery = (sql: Sql, sessionId: Placeholder | string, clientId: Placeholder | string) =>
  sql
    .select(SESSION_ACCOUNT_CLIENT)
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(clients, eq(clients.userId, clientId))
    .leftJoin(clientStatusLog, eq(clientStatusLog.userId, clients.userId))
    .where(eq(sessions.id, sessionId))
    .orderBy(desc(clientStatusLog.seq));

type SessionWithClientRows = Awaited<ReturnType<typeof sessionWithClientQuery>>;

function sessionAndClientOf(rows: SessionWithClientRows): SessionAndClient {
  const [first] = rows;
  if (!first) return { signedIn: null, client: null };
  const withClient = rows.flatMap(({ client, entry }) => (client ? [{ client, entry }] : []));
  return { signedIn: { session: first.session, account: first.account }, client: clientRecordOf(withClient) };
}

export const sessionReads = (
  sql: Sql,
): Pick<StoreReads, 'sessionAccount' | 'sessionAccountWithClient' | 'sessionsOf'> => ({
  async sessionAccount(id) {
    const [row] = await sessionAccountQuery(sql).where(eq(sessions.id, id));
    return row ?? null;
  },
  sessionAccountWithClient: async (sessionId, clientId) =>
    sessionAndClientOf(await sessionWithClientQuery(sql, sessionId, clientId)),
  sessionsOf: (accountId) =>
    sql
      .select(sessionColumns)
      .from(sessions)
      .where(eq(sessions.accountId, accountId))
      .orderBy(desc(sessions.lastUsedAt)),
});

/** The session check's read, its id a placeholder: prepared below, and run by the bench's pgbench ceiling. */
export const sessionByIdQuery = (sql: Sql) =>
  sessionAccountQuery(sql).where(eq(sessions.id, raw.placeholder('id')));

/** GET one client's one statement, its ids placeholders: prepared below, and run by the bench's pgbench ceiling. */
export const sessionWithClientByIdQuery = (sql: Sql) =>
  sessionWithClientQuery(sql, raw.placeholder('sessionId'), raw.placeholder('clientId'));

/**
 * Every admin call: the session and its account in one round trip, and GET one client's read with it in one,
 * prepared by name (see sql-store.ts); on PostgreSQL run straight on node-postgres (server/db/prepared-select.ts).
 */
export function preparedSessionReads(
  sql: Sql,
): Pick<StoreReads, 'sessionAccount' | 'sessionAccountWithClient'> {
  const sessionQuery = sessionByIdQuery(sql);
  const withClientQuery = sessionWithClientByIdQuery(sql);
  const session =
    preparedSelect(sql, 'session_account', sessionQuery, SESSION_ACCOUNT) ??
    drizzlePrepared(sessionQuery.prepare('session_account'));
  const withClient =
    preparedSelect(sql, 'session_account_client', withClientQuery, SESSION_ACCOUNT_CLIENT) ??
    drizzlePrepared(withClientQuery.prepare('session_account_client'));
  return {
    sessionAccount: async (id) => (await session({ id }))[0] ?? null,
    sessionAccountWithClient: async (sessionId, clientId) =>
      sessionAndClientOf(await withClient({ sessionId, clientId })),
  };
}

type SessionWrites = Pick<
  StoreTx,
  'insertSession' | 'lockSession' | 'updateSession' | 'deleteSession' | 'deleteSessionsOf'
>;

export const sessionWrites = (tx: Sql): SessionWrites => ({
  async insertSession(session) {
    await tx.insert(sessions).values(session);
  },
  async lockSession(id) {
    const [row] = await tx.select(sessionColumns).from(sessions).where(eq(sessions.id, id)).for('update');
    return row ?? null;
  },
  async updateSession(id, patch) {
    await tx.update(sessions).set(patch).where(eq(sessions.id, id));
  },
  async deleteSession(accountId, id) {
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.accountId, accountId)))
      .returning({ id: sessions.id });
    return gone.length > 0;
  },
  async deleteSessionsOf(accountId, keep) {
    const mine = eq(sessions.accountId, accountId);
    await tx.delete(sessions).where(keep === null ? mine : and(mine, ne(sessions.id, keep)));
  },
});

/** A call's "last used", one statement of its own; never moves it back (a refresh may have set it later). */
export async function touchSession(sql: Sql, id: string, lastUsedAt: string): Promise<void> {
  await sql
    .update(sessions)
    .set({ lastUsedAt })
    .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, lastUsedAt)));
}

/** Forgets sessions that expired before `before` (the sweep's housekeeping). */
export async function sweepSessions(sql: Sql, before: string): Promise<void> {
  await sql.delete(sessions).where(lt(sessions.expiresAt, before));
}
