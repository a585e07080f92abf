import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The ledger's points per UTC day and location, kept by a trigger on `transactions` in the same transaction
 * as each insert, whatever writes it (migration 0006): GET admin/overview reads its sums and its chart here
 * instead of adding up every ledger row of the period. The ledger is insert-only, so this only ever grows.
 */
export const pointsDaily = pgTable(
  'points_daily',
  {
    day: date('day').notNull(),
    location: text('location').notNull(),
    locationKey: text('location_key').notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'points_daily_pk', columns: [t.day, t.location] })],
);
