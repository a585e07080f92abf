/** The codes and one-time tokens tables (emailed codes, reset and invitation links): columns and writes. */
import { and, eq, lt } from 'drizzle-orm';
import type { StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { codes, oneTimeTokens } from '../db/schema';

/** Selects a CodeRecord as it is. */
export const codeColumns = {
  accountId: codes.accountId,
  purpose: codes.purpose,
  code: codes.code,
  expiresAt: codes.expiresAt,
  wrong: codes.wrong,
};

/** Selects a OneTimeTokenRecord as it is. */
export const oneTimeTokenColumns = {
  token: oneTimeTokens.token,
  kind: oneTimeTokens.kind,
  accountId: oneTimeTokens.accountId,
  expiresAt: oneTimeTokens.expiresAt,
};

type CodeWrites = 'lockCode' | 'putCode' | 'deleteCode' | 'putOneTimeToken' | 'takeOneTimeToken';

export const codeWrites = (tx: Sql): Pick<StoreTx, CodeWrites> => ({
  async lockCode(accountId, purpose) {
    const [code] = await tx
      .select(codeColumns)
      .from(codes)
      .where(and(eq(codes.accountId, accountId), eq(codes.purpose, purpose)))
      .for('update');
    return code ?? null;
  },
  async putCode(code) {
    const { code: value, expiresAt, wrong } = code;
    await tx
      .insert(codes)
      .values(code)
      .onConflictDoUpdate({
        target: [codes.accountId, codes.purpose],
        set: { code: value, expiresAt, wrong },
      });
  },
  async deleteCode(accountId, purpose) {
    await tx.delete(codes).where(and(eq(codes.accountId, accountId), eq(codes.purpose, purpose)));
  },
  async putOneTimeToken(token) {
    await tx.insert(oneTimeTokens).values(token);
  },
  // DELETE … RETURNING: of two takers, one gets the row and the other nothing, whichever process they are in.
  async takeOneTimeToken(token, kind) {
    const [taken] = await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.token, token), eq(oneTimeTokens.kind, kind)))
      .returning(oneTimeTokenColumns);
    return taken ?? null;
  },
});

/** Forgets one-time tokens that expired before `before` (the sweep's housekeeping). */
export async function sweepOneTimeTokens(sql: Sql, before: string): Promise<void> {
  await sql.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before));
}
