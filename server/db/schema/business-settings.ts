import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The business's settings, one row (migration 0027): its IANA time zone, whose days every day boundary is
 * (docs/product.md §10.31). No row reads as UTC (`business_time_zone()`), as a business set up before it had
 * a zone counted its days.
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('business_settings_one_row', sql`${t.id} = 1`)],
);
