/**
 * @fastify/rate-limit's store over the rate_limit_counters table: one atomic upsert per hit, so concurrent
 * hits on several servers all count. Time comes from the clock port, never from SQL now().
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql as raw } from 'drizzle-orm';
import type { BackendClock } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { rateLimitCounters as counters } from '../../db/schema';

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

/** "POST /api/admin/email-login" for a route's store; the library hands `child` the route as `routeInfo`. */
function scopeOf(options: object): string {
  const route: unknown = Reflect.get(options, 'routeInfo') ?? options;
  const part = (name: string): string =>
    typeof route === 'object' && route !== null ? String(Reflect.get(route, name) ?? '*') : '*';
  return `${part('method')} ${part('url')}`;
}

export function sqlRateLimitStore(sql: Sql, clock: BackendClock): FastifyRateLimitStoreCtor {
  // The library constructs its store with `new` (once, then once per limited route through `child`).
  return class SqlRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;
    constructor(options: object) {
      this.scope = scopeOf(options);
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(sql, `${this.scope} ${key}`, timeWindow, clock.now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SqlRateLimitStore(routeOptions);
    }
  };
}
