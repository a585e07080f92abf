/** Sessions and the team's lock, inside a transaction. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts, sessions } from '../../db/schema';
import { accountColumns } from '../tables/accounts';
import { sessionColumns } from '../tables/sessions';

type SessionWrites = Pick<
  StoreTx,
  'lockAdmins' | 'insertSession' | 'lockSession' | 'updateSession' | 'deleteSession' | 'deleteSessionsOf'
>;

export const sessionWrites = (tx: Sql): SessionWrites => ({
  lockAdmins: () =>
    tx
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.kind, 'admin'))
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .for('update'),
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
