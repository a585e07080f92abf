/** The setup token table: the one link that creates the first admin. */
import { eq } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { setupTokens } from '../db/schema';

export const setupReads = (sql: Sql): Pick<StoreReads, 'setupTokenExpiry'> => ({
  async setupTokenExpiry(tokenHash) {
    const [kept] = await sql
      .select({ expiresAt: setupTokens.expiresAt })
      .from(setupTokens)
      .where(eq(setupTokens.tokenHash, tokenHash));
    return kept?.expiresAt ?? null;
  },
});

export const setupWrites = (tx: Sql): Pick<StoreTx, 'putSetupToken' | 'takeSetupToken'> => ({
  async putSetupToken(tokenHash, expiresAt) {
    // One link at a time: a restart without an admin prints a new one and the old one stops working.
    await tx.delete(setupTokens);
    await tx.insert(setupTokens).values({ tokenHash, expiresAt });
  },
  async takeSetupToken(tokenHash) {
    const [taken] = await tx
      .delete(setupTokens)
      .where(eq(setupTokens.tokenHash, tokenHash))
      .returning({ expiresAt: setupTokens.expiresAt });
    return taken ?? null;
  },
});
