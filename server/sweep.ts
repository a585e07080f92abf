/**
 * Housekeeping once a minute: rate-limit windows that ended, and one-time tokens and sessions a day past their
 * expiry (long after any rule could still care; an expired session is refused by the core either way). Time from the clock port. Returns the function that stops it.
 */
import { lt } from 'drizzle-orm';
import type { BackendClock } from '../src/backend/ports';
import type { Sql } from './db/database';
import { oneTimeTokens, sessions } from './db/schema';
import { sweepCounters } from './http/plugins/sql-rate-limit-store';

const EVERY_MS = 60_000;
const TOKEN_GRACE_MS = 86_400_000;

export async function sweep(sql: Sql, nowMs: number): Promise<void> {
  await sweepCounters(sql, nowMs);
  const long = new Date(nowMs - TOKEN_GRACE_MS).toISOString();
  await sql.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, long));
  await sql.delete(sessions).where(lt(sessions.expiresAt, long));
}

export function startSweeping(sql: Sql, clock: BackendClock, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweep(sql, clock.now()).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
