/** The sessions table: columns, reads and writes, and its sweep. */
import { and, desc, eq, lt, ne, sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { SessionRecord } from '../../src/backend/records';
import type { Sql } from '../db/database';
import { accounts, sessions } from '../db/schema';
import { accountColumns } from './accounts';

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

/** The session joined to its account: one row or none. */
const sessionAccountQuery = (sql: Sql) =>
  sql
    .select({ session: sessionColumns, account: accountColumns })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId));

export const sessionReads = (sql: Sql): Pick<StoreReads, 'sessionAccount' | 'sessionsOf'> => ({
  async sessionAccount(id) {
    const [row] = await sessionAccountQuery(sql).where(eq(sessions.id, id));
    return row ?? null;
  },
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

/** Every admin call: the session and its account in one round trip, prepared by name (see sql-store.ts). */
export function preparedSessionReads(sql: Sql): Pick<StoreReads, 'sessionAccount'> {
  const session = sessionByIdQuery(sql).prepare('session_account');
  return { sessionAccount: async (id) => (await session.execute({ id }))[0] ?? null };
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

/** Forgets sessions that expired before `before` (the sweep's housekeeping). */
export async function sweepSessions(sql: Sql, before: string): Promise<void> {
  await sql.delete(sessions).where(lt(sessions.expiresAt, before));
}
