import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The Overview's clients tile per location and slot: active and blocked clients and the points they hold,
 * moved by triggers on `clients` in the same transaction as each insert, update and delete, once per statement
 * (migrations 0007 and 0029), so the tile reads a few rows instead of every client. The slot (a hash of the
 * client's id, 0–15) keeps concurrent adds for different clients off one row; readers sum the slots.
 */
export const clientsTotals = pgTable(
  'clients_totals',
  {
    locationKey: text('location_key').notNull(),
    slot: smallint('slot').notNull(),
    active: bigint('active', { mode: 'number' }).notNull().default(0),
    blocked: bigint('blocked', { mode: 'number' }).notNull().default(0),
    outstanding: bigint('outstanding', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'clients_totals_pk', columns: [t.locationKey, t.slot] })],
);
