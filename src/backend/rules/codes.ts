/**
 * The emailed 4-digit codes: a code lives 10 minutes and works once; it is kept only as its keyed hash. Wrong
 * codes count per subject, whatever code they were sent against (code-guesses.ts), under `lockGuesses`, so
 * concurrent tries count exactly.
 */
import type { BackendPorts, Generator, StoreTx } from '../ports';
import type { AccountRecord, ActivityAction, CodePurpose, CodeRecord } from '../records';
import { trailEntry } from './activity';
import { attemptIdOf } from './code-attempt';
import { afterWrongCode, waitingUntil } from './code-guesses';
import { lockoutMail } from './lockout-mail';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** The stored form of a code: '0123' and the typed 123 hash alike (docs/product.md §5). */
const codeHash = (generate: Generator, accountId: string, purpose: CodePurpose, otp: number): string =>
  generate.opaqueId(`code:${purpose}:${accountId}:${String(otp).padStart(4, '0')}`);

export interface IssuedCode {
  code: string;
  /** Binds the code step to this issue (code-attempt.ts). */
  attemptId: string;
}

/** Issues (or reissues) the code of an account and purpose; answers it and its attemptId. */
export async function issueCode(
  tx: StoreTx,
  generate: Generator,
  accountId: string,
  purpose: CodePurpose,
  now: number,
): Promise<IssuedCode> {
  const code = generate.code();
  const expiresAt = now + CODE_LIFETIME_MS;
  const record: CodeRecord = {
    accountId,
    purpose,
    code: codeHash(generate, accountId, purpose, Number(code)),
    expiresAt: new Date(expiresAt).toISOString(),
  };
  await tx.putCode(record);
  return { code, attemptId: attemptIdOf(generate, purpose, accountId, expiresAt) };
}

/** The attemptId of a step whose id names no code (an unknown email): made exactly as a real one is. */
export const attemptWithoutCode = (
  generate: Generator,
  purpose: CodePurpose,
  id: string,
  now: number,
): string => attemptIdOf(generate, purpose, id, now + CODE_LIFETIME_MS);

export type CodeCheck = { result: 'ok' | 'wrong' | 'expired' } | { result: 'locked'; until: number };

export interface CodeGuess {
  /** The id the code step names: whose wrong codes these are. */
  subject: string;
  /** The account holding the code, or null when the id names none (every code is then wrong). */
  holder: AccountRecord | null;
  purpose: CodePurpose;
  otp: number;
  /** The trail's line for a lock-out (admins), or null. */
  lockedAction: ActivityAction | null;
  now: number;
  ip: string | null;
}

/**
 * Judges a code (the attempt was checked before: code-attempt.ts). A right code is used up and forgets the
 * wrong ones; a wrong one counts, and the one that locks the step writes the trail and mails the account.
 */
export async function checkCode(ports: BackendPorts, tx: StoreTx, guess: CodeGuess): Promise<CodeCheck> {
  const { subject, holder, purpose, otp, now } = guess;
  const counted = await tx.lockGuesses(subject);
  const waiting = waitingUntil(counted, now);
  if (waiting !== null) return { result: 'locked', until: waiting };
  // Read for an id that names no account too (it finds nothing): both take the same time.
  const found = await tx.lockCode(holder?._id ?? subject, purpose);
  const code = holder === null ? null : found;
  if (code !== null && Date.parse(code.expiresAt) <= now) return { result: 'expired' };
  if (holder !== null && code?.code === codeHash(ports.generate, holder._id, purpose, otp)) {
    await tx.deleteCode(holder._id, purpose);
    if (counted !== null) await tx.deleteGuesses(subject);
    return { result: 'ok' };
  }
  const { record, lockedOut } = afterWrongCode(counted, subject, now);
  await tx.putGuesses(record);
  if (!lockedOut || record.lockedUntil === null) return { result: 'wrong' };
  const until = Date.parse(record.lockedUntil);
  if (holder !== null) {
    if (guess.lockedAction !== null)
      await tx.appendActivity(trailEntry({ admin: holder, now, ip: guess.ip }, guess.lockedAction));
    await ports.mailer.send(lockoutMail(holder.email, until - now));
  }
  return { result: 'locked', until };
}
