import { and, eq } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { codes, oneTimeTokens } from '../../db/schema';
import { codeColumns, oneTimeTokenColumns } from '../tables/codes';

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
