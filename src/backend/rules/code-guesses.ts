/**
 * Wrong codes are counted per account, not per code (docs/security.md, "Codes and sign-in"): a new code does
 * not start the count again. At most WRONG_CODES_PER_HOUR wrong codes in a rolling hour; the next one locks
 * the code step for FIRST_WAIT_MS, each further lock-out twice as long (at most LONGEST_WAIT_MS). Pure: the
 * clock's `now` comes in.
 */
import type { GuessRecord } from '../records';

export const WRONG_CODES_PER_HOUR = 10;
export const GUESS_WINDOW_MS = 60 * 60 * 1000;
/** The first wait is the whole window, so no rolling hour ever holds more than WRONG_CODES_PER_HOUR. */
export const FIRST_WAIT_MS = GUESS_WINDOW_MS;
/** The owner of an account an attacker keeps locking is never kept out longer than this. */
export const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/** A day after a lock-out ended with none since, the next one waits FIRST_WAIT_MS again. */
export const LOCKOUTS_FORGOTTEN_MS = 24 * 60 * 60 * 1000;

/** How long the `lockouts`-th lock-out (1, 2, …) waits: 1 h, 2 h, 4 h, …, at most a day. */
export const waitOf = (lockouts: number): number =>
  Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, lockouts - 1), LONGEST_WAIT_MS);

/** When the code step opens again, or null when it is open now. */
export function waitingUntil(record: GuessRecord | null, now: number): number | null {
  const until = record?.lockedUntil == null ? null : Date.parse(record.lockedUntil);
  return until !== null && until > now ? until : null;
}

export interface AfterWrong {
  record: GuessRecord;
  /** This wrong code locked the step (until `record.lockedUntil`). */
  lockedOut: boolean;
}

/** The count after one more wrong code at `now` (the step is open: waitingUntil was null). */
export function afterWrongCode(record: GuessRecord | null, subject: string, now: number): AfterWrong {
  const lastEnd = record?.lockedUntil == null ? null : Date.parse(record.lockedUntil);
  const forgotten = lastEnd === null || lastEnd + LOCKOUTS_FORGOTTEN_MS <= now;
  const lockouts = forgotten ? 0 : (record?.lockouts ?? 0);
  const wrongAt = [
    ...(record?.wrongAt ?? []).filter((at) => Date.parse(at) > now - GUESS_WINDOW_MS),
    new Date(now).toISOString(),
  ];
  if (wrongAt.length < WRONG_CODES_PER_HOUR) {
    const lockedUntil = forgotten ? null : (record?.lockedUntil ?? null);
    return { record: { subject, wrongAt, lockouts, lockedUntil }, lockedOut: false };
  }
  const next = lockouts + 1;
  const lockedUntil = new Date(now + waitOf(next)).toISOString();
  return { record: { subject, wrongAt: [], lockouts: next, lockedUntil }, lockedOut: true };
}

/**
 * The instant after which the record changes nothing (its wrong codes are out of the window and its lock-outs
 * forgotten): from then on it answers as no record, and a store may drop it (the server's sweep).
 */
export function forgottenAfter(record: GuessRecord): number {
  const lastWrong =
    record.wrongAt.length === 0 ? 0 : Date.parse(record.wrongAt[record.wrongAt.length - 1] ?? '');
  const lastEnd = record.lockedUntil === null ? 0 : Date.parse(record.lockedUntil);
  return Math.max(lastWrong + GUESS_WINDOW_MS, lastEnd + LOCKOUTS_FORGOTTEN_MS);
}
