import { bigint, date, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The ledger's points per day of the business's time zone (migration 0027; UTC's before), location and slot (adds earned, redeems redeemed, reversals counted), kept by a trigger on `transactions` in the same
 * transaction as each insert, whatever writes it (migrations 0006 and 0007): GET admin/overview reads its sums
 * and its chart here instead of adding up every ledger row of the period. The slot (a hash of the client's id,
 * 0–15) spreads one day's writes over rows, so concurrent adds for different clients do not queue on one row;
 * readers sum the slots. The ledger is insert-only, so this only grows, but for a change of the zone, which
 * counts it again in the new zone's days.
 */
export const pointsDaily = pgTable(
  'points_daily',
  {
    day: date('day').notNull(),
    location: text('location').notNull(),
    slot: smallint('slot').notNull(),
    locationKey: text('location_key').notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull().default(0),
    /** Reversals booked (migration 0019): corrections, neither earned nor redeemed; opening balances add no row. */
    corrections: bigint('corrections', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'points_daily_pk', columns: [t.day, t.location, t.slot] }),
    // The Overview at one location reads its rows only (migration 0028); no figure in it, so updates stay HOT.
    index('points_daily_at').on(t.locationKey, t.day),
  ],
);
