/**
 * Rate limits on the calls that guess at secrets (sign-in, codes, resets, registration, refresh, the first
 * start's setup link), counted in the database so that every server on one PostgreSQL counts together.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { BackendClock } from '../../../src/backend/ports';
import type { BackendRoute } from '../../../src/backend/wire';
import type { Sql } from '../../db/database';
import { sqlRateLimitStore } from './sql-rate-limit-store';

export const WINDOW_MS = 60_000;

const LIMITED = new Set([
  'POST admin/email-login',
  'POST admin/verify-email-otp',
  'POST admin/forgot-password',
  'POST admin/verify-reset-otp',
  'POST admin/reset-password',
  'POST admin/email-register',
  'POST admin/request-email-otp',
  'POST admin/refresh-token',
  // The setup link's token is checked only here: guessing at it is guessing at the first Super Admin.
  'POST auth/setup',
]);

export const isRateLimited = (route: BackendRoute): boolean => LIMITED.has(`${route.verb} ${route.path}`);

/** Limited calls the core has no route for: a renamed call would otherwise lose its limit without a word. */
export const unmatchedLimits = (routes: readonly BackendRoute[]): string[] => {
  const present = new Set(routes.map((route) => `${route.verb} ${route.path}`));
  return [...LIMITED].filter((call) => !present.has(call));
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
