/** The codes, their counts of wrong tries and the one-time tokens (reset and invitation links): columns and writes. */
import { and, eq, lt } from 'drizzle-orm';
import type { StoreTx } from '../../src/backend/ports';
import type { GuessRecord } from '../../src/backend/records';
import { forgottenAfter } from '../../src/backend/rules/code-guesses';
import type { Sql } from '../db/database';
import { codeGuesses, codes, oneTimeTokens } from '../db/schema';

/** Selects a CodeRecord as it is. */
export const codeColumns = {
  accountId: codes.accountId,
  purpose: codes.purpose,
  code: codes.code,
  expiresAt: codes.expiresAt,
};

/** Selects a GuessRecord as it is. */
const guessColumns = {
  subject: codeGuesses.subject,
  wrongAt: codeGuesses.wrongAt,
  lockouts: codeGuesses.lockouts,
  lockedUntil: codeGuesses.lockedUntil,
};

/** Selects a OneTimeTokenRecord as it is. */
export const oneTimeTokenColumns = {
  token: oneTimeTokens.token,
  kind: oneTimeTokens.kind,
  accountId: oneTimeTokens.accountId,
  expiresAt: oneTimeTokens.expiresAt,
};

type CodeWrites =
  | 'lockCode'
  | 'putCode'
  | 'deleteCode'
  | 'lockGuesses'
  | 'putGuesses'
  | 'deleteGuesses'
  | 'putOneTimeToken'
  | 'takeOneTimeToken';

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
    const { code: value, expiresAt } = code;
    await tx
      .insert(codes)
      .values(code)
      .onConflictDoUpdate({ target: [codes.accountId, codes.purpose], set: { code: value, expiresAt } });
  },
  async lockGuesses(subject) {
    const none: GuessRecord = { subject, wrongAt: [], lockouts: 0, lockedUntil: null };
    const forgetAfter = new Date(forgottenAfter(none)).toISOString();
    await tx
      .insert(codeGuesses)
      .values({ ...none, forgetAfter })
      .onConflictDoNothing();
    const [found] = await tx
      .select(guessColumns)
      .from(codeGuesses)
      .where(eq(codeGuesses.subject, subject))
      .for('update');
    return found ?? null;
  },
  async putGuesses(record) {
    const { wrongAt, lockouts, lockedUntil } = record;
    const forgetAfter = new Date(forgottenAfter(record)).toISOString();
    await tx
      .insert(codeGuesses)
      .values({ ...record, forgetAfter })
      .onConflictDoUpdate({
        target: codeGuesses.subject,
        set: { wrongAt, lockouts, lockedUntil, forgetAfter },
      });
  },
  async deleteGuesses(subject) {
    await tx.delete(codeGuesses).where(eq(codeGuesses.subject, subject));
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

/** Forgets counts of wrong codes that no longer change anything at `now` (the sweep's housekeeping). */
export async function sweepCodeGuesses(sql: Sql, now: string): Promise<void> {
  await sql.delete(codeGuesses).where(lt(codeGuesses.forgetAfter, now));
}

/** Forgets one-time tokens that expired before `before` (the sweep's housekeeping). */
export async function sweepOneTimeTokens(sql: Sql, before: string): Promise<void> {
  await sql.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before));
}
