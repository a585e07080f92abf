import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { codeUnitText } from './columns';

/** Hits per call and client IP in the current window, shared by every server on the database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: codeUnitText('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** Epoch milliseconds from the clock port (never SQL now()). */
    windowEndsMs: bigint('window_ends_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expiry').on(t.windowEndsMs)],
);
