/**
 * Housekeeping once a minute: rate-limit windows that ended, one-time tokens and sessions a day past their
 * expiry (long after any rule could still care; an expired session is refused by the core either way), and
 * idempotency keys older than the day they are kept. Time from the clock port. Returns the function that stops it.
 */
import { lt } from 'drizzle-orm';
import type { BackendClock } from '../src/backend/ports';
import type { Sql } from './db/database';
import { idempotencyKeys, oneTimeTokens, sessions } from './db/schema';
import { IDEMPOTENCY_TTL_MS } from '../src/backend/rules/idempotency';
import { sweepCounters } from './http/plugins/sql-rate-limit-store';

const EVERY_MS = 60_000;
const TOKEN_GRACE_MS = 86_400_000;

export async function sweep(sql: Sql, nowMs: number): Promise<void> {
  await sweepCounters(sql, nowMs);
  const long = new Date(nowMs - TOKEN_GRACE_MS).toISOString();
  await sql.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, long));
  await sql.delete(sessions).where(lt(sessions.expiresAt, long));
  await sql
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(nowMs - IDEMPOTENCY_TTL_MS).toISOString()));
}

export function startSweeping(sql: Sql, clock: BackendClock, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweep(sql, clock.now()).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
