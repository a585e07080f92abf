/**
 * Rate limits on the calls that guess at secrets (sign-in, codes, resets, registration, refresh, the first
 * start's setup link), counted in the database so that every server on one PostgreSQL counts together.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { BackendClock } from '../../../src/backend/ports';
import type { BackendRoute } from '../../../src/backend/wire';
import { CALLS } from '../../../src/contract';
import type { Sql } from '../../db/database';
import { sqlRateLimitStore } from './sql-rate-limit-store';

export const WINDOW_MS = 60_000;

const LIMITS = new Map(CALLS.map((call) => [`${call.verb} ${call.path}`, call.limit]));

/** The contract says which calls are limited (src/contract: `limit`); the core's routes carry its path. */
export const isRateLimited = (route: BackendRoute): boolean =>
  LIMITS.get(`${route.verb} ${route.path}`) === 'guessing';

/** Limited calls of the contract the core has no route for: a host serving such a core is told at start. */
export const unmatchedLimits = (routes: readonly BackendRoute[]): string[] => {
  const present = new Set(routes.map((route) => `${route.verb} ${route.path}`));
  return [...LIMITS]
    .filter(([call, limit]) => limit !== undefined && !present.has(call))
    .map(([call]) => call);
};

export async function rateLimits(app: FastifyInstance, sql: Sql, clock: BackendClock): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: sqlRateLimitStore(sql, clock),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
}
