/**
 * @fastify/rate-limit's store over the rate_limit_counters table (store/rate-limit-counters.ts): one atomic
 * upsert per hit, so concurrent hits on several servers all count. Time comes from the clock port.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BackendClock } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { hit } from '../../store/rate-limit-counters';

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
