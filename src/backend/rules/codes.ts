/**
 * The emailed 4-digit codes: a code lives 10 minutes, works once, and 5 wrong tries lock it until a new one
 * is issued. Checked under `lockCode`, so concurrent tries count exactly.
 */
import type { Generator, StoreTx } from '../ports';
import type { CodePurpose, CodeRecord } from '../records';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'none';

/** Issues (or reissues) the code of an account and purpose, with a fresh count of wrong tries; answers it. */
export async function issueCode(
  tx: StoreTx,
  generate: Generator,
  accountId: string,
  purpose: CodePurpose,
  now: number,
): Promise<string> {
  const record: CodeRecord = {
    accountId,
    purpose,
    code: generate.code(),
    expiresAt: new Date(now + CODE_LIFETIME_MS).toISOString(),
    wrong: 0,
  };
  await tx.putCode(record);
  return record.code;
}

/** `otp` is compared as a number: the code '0123' is typed as 123 (docs/product.md §5). A right code is used up. */
export async function checkCode(
  tx: StoreTx,
  accountId: string,
  purpose: CodePurpose,
  otp: number,
  now: number,
): Promise<CodeCheck> {
  const code = await tx.lockCode(accountId, purpose);
  if (code === null) return 'none';
  if (code.wrong >= MAX_WRONG_CODES) return 'locked';
  if (Date.parse(code.expiresAt) <= now) return 'expired';
  if (Number(code.code) !== otp) {
    const wrong = code.wrong + 1;
    await tx.putCode({ ...code, wrong });
    return wrong >= MAX_WRONG_CODES ? 'locked' : 'wrong';
  }
  await tx.deleteCode(accountId, purpose);
  return 'ok';
}
