/**
 * An invitation's reads and writes beyond the one-time tokens' own (codes.ts): reading a link before costly
 * work, killing an account's old links when one is sent again, and removing an invitation nobody accepted.
 */
import { and, eq } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { accounts, codes, oneTimeTokens, sessions } from '../db/schema';
import { oneTimeTokenColumns } from './codes';

export const invitationReads = (sql: Sql): Pick<StoreReads, 'oneTimeToken'> => ({
  async oneTimeToken(token, kind) {
    const [found] = await sql
      .select(oneTimeTokenColumns)
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.token, token), eq(oneTimeTokens.kind, kind)));
    return found ?? null;
  },
});

export const invitationWrites = (tx: Sql): Pick<StoreTx, 'dropOneTimeTokensOf' | 'deleteInvitedAccount'> => ({
  async dropOneTimeTokensOf(accountId, kind) {
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.accountId, accountId), eq(oneTimeTokens.kind, kind)));
  },
  async deleteInvitedAccount(id) {
    const pending = and(eq(accounts.id, id), eq(accounts.passwordHash, ''));
    const [found] = await tx.select({ id: accounts.id }).from(accounts).where(pending).for('update');
    if (found === undefined) return false;
    // The rows that point at the account go first (their foreign keys).
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.accountId, id));
    await tx.delete(codes).where(eq(codes.accountId, id));
    await tx.delete(sessions).where(eq(sessions.accountId, id));
    await tx.delete(accounts).where(pending);
    return true;
  },
});
