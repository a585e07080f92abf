/**
 * Housekeeping once a minute: rate-limit windows that ended, counts of wrong codes that no longer count
 * (rules/code-guesses.ts), one-time tokens and sessions a day past their
 * expiry (long after any rule could still care; an expired session is refused by the core either way), and
 * idempotency keys older than the day they are kept. Time from the clock port. Returns the function that stops it.
 */
import type { BackendClock } from '../src/backend/ports';
import type { Sql } from './db/database';
import { IDEMPOTENCY_TTL_MS } from '../src/backend/rules/idempotency';
import { sweepCodeGuesses, sweepOneTimeTokens } from './store/codes';
import { sweepIdempotencyKeys } from './store/idempotency';
import { sweepCounters } from './store/rate-limit-counters';
import { sweepSessions } from './store/sessions';

const EVERY_MS = 60_000;
const TOKEN_GRACE_MS = 86_400_000;

export async function sweep(sql: Sql, nowMs: number): Promise<void> {
  await sweepCounters(sql, nowMs);
  await sweepCodeGuesses(sql, new Date(nowMs).toISOString());
  const long = new Date(nowMs - TOKEN_GRACE_MS).toISOString();
  await sweepOneTimeTokens(sql, long);
  await sweepSessions(sql, long);
  await sweepIdempotencyKeys(sql, new Date(nowMs - IDEMPOTENCY_TTL_MS).toISOString());
}

export function startSweeping(sql: Sql, clock: BackendClock, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweep(sql, clock.now()).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
