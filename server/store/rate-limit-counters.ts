/**
 * The rate_limit_counters table behind the server's rate limit: one atomic upsert per hit, so concurrent hits
 * on several servers all count. Time comes from the caller (the clock port), never from SQL now().
 */
import { lt, sql as raw } from 'drizzle-orm';
import type { Sql } from '../db/database';
import { rateLimitCounters as counters } from '../db/schema';

/** Counts one hit of `key` in its current window (a new window once the last one has ended). */
export async function hit(
  sql: Sql,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<{ current: number; ttl: number }> {
  const ended = raw`${counters.windowEndsMs} <= ${nowMs}`;
  const [row] = await sql
    .insert(counters)
    .values({ key, hits: 1, windowEndsMs: nowMs + windowMs })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        hits: raw`case when ${ended} then 1 else ${counters.hits} + 1 end`,
        windowEndsMs: raw`case when ${ended} then ${nowMs + windowMs} else ${counters.windowEndsMs} end`,
      },
    })
    .returning({ hits: counters.hits, windowEndsMs: counters.windowEndsMs });
  return { current: row?.hits ?? 1, ttl: Math.max(0, (row?.windowEndsMs ?? nowMs) - nowMs) };
}

/** Forgets windows that ended: the table holds only what is being counted. */
export async function sweepCounters(sql: Sql, nowMs: number): Promise<void> {
  await sql.delete(counters).where(lt(counters.windowEndsMs, nowMs));
}
