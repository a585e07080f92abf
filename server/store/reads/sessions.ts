/** Sessions and the team, read on the database or inside a transaction. */
import { asc, desc, eq } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts, sessions } from '../../db/schema';
import { accountColumns } from '../tables/accounts';
import { sessionColumns } from '../tables/sessions';

type SessionReads = Pick<StoreReads, 'sessionAccount' | 'sessionsOf' | 'listAdmins'>;

/** The session joined to its account: one row or none. */
export const sessionAccountQuery = (sql: Sql) =>
  sql
    .select({ session: sessionColumns, account: accountColumns })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId));

export const sessionReads = (sql: Sql): SessionReads => ({
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
  listAdmins: () =>
    sql
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.kind, 'admin'))
      .orderBy(asc(accounts.createdAt), asc(accounts.id)),
});
