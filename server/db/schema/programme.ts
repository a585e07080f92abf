import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { Rounding } from '../../../src/domain/programme';

/**
 * The programme (docs/product.md §10.28): one row, id 1, absent until a Super Admin first saves it (then the
 * defaults of src/domain/programme.ts apply). Migration 0023.
 */
export const programme = pgTable(
  'programme',
  {
    id: smallint('id').primaryKey(),
    pointsPerDollar: doublePrecision('points_per_dollar').notNull(),
    rounding: text('rounding').notNull().$type<Rounding>(),
    visitBonus: integer('visit_bonus').notNull(),
    ratesByLocation: jsonb('rates_by_location').notNull().$type<Record<string, number>>(),
    expiryMonths: integer('expiry_months'),
    pointValueCents: doublePrecision('point_value_cents').notNull(),
  },
  (t) => [
    check('programme_one_row', sql`${t.id} = 1`),
    check('programme_rounding', sql`${t.rounding} in ('down', 'nearest')`),
  ],
);
