import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codeUnitText } from './columns';

/** The rewards catalogue (RewardRecord; docs/product.md §10.23). Never deleted: archived rewards stay named. */
export const rewards = pgTable(
  'rewards',
  {
    id: codeUnitText('id').primaryKey(),
    name: text('name').notNull(),
    /** The name trimmed and lower-cased in JavaScript (domain/rewards.ts rewardNameKey), as the demo compares it. */
    nameKey: text('name_key').notNull(),
    points: integer('points').notNull(),
    /** Location names; empty: every location. */
    locations: text('locations').array().notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [
    // One active reward per name: two additions at once never both pass.
    uniqueIndex('rewards_active_name')
      .on(t.nameKey)
      .where(sql`${t.active}`),
    check('rewards_points', sql`${t.points} between 1 and 1000000`),
  ],
);
