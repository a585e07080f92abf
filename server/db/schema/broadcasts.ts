import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/** Broadcasts (BroadcastRecord); `id` is the record's `_id`. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: codeUnitText('id').primaryKey(),
    broadcastId: codeUnitText('broadcast_id').notNull(),
    bcDateTime: isoTimestamp('bc_date_time').notNull(),
    opened: integer('opened').notNull(),
    createdBy: text('created_by').notNull(),
    description: text('description').notNull(),
    /** Mailed to this location's clients only; null: every location's (migration 0026). */
    location: text('location'),
    resentAt: isoTimestamp('resent_at'),
    resends: integer('resends').notNull().default(0),
    /** broadcastId, _id and description lower-cased in JavaScript. */
    searchKeys: text('search_keys').array().notNull(),
  },
  (t) => [
    uniqueIndex('broadcasts_broadcast_id').on(t.broadcastId),
    index('broadcasts_newest_first').on(t.bcDateTime.desc(), t.broadcastId.desc()),
    check('broadcasts_opened_not_negative', sql`${t.opened} >= 0`),
  ],
);
