import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * The business's locations (LocationRecord). The core keeps names unique without regard to case or accents
 * (domain/locations.ts) under the table's lock; the index holds the case-insensitive part whatever happens.
 */
export const locations = pgTable(
  'locations',
  {
    id: codeUnitText('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: isoTimestamp('created_at').notNull(),
    archivedAt: isoTimestamp('archived_at'),
  },
  (t) => [uniqueIndex('locations_name_lower').on(sql`lower(${t.name})`)],
);
