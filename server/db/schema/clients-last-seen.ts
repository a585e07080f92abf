import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * When each client last had a transaction, per location and at any location (`locationKey` '', which no real
 * location has), kept by a trigger on `transactions` in the same transaction as each insert (migration 0009):
 * GET admin/overview counts the active clients of a period that reaches the newest ledger row as a range of
 * its index `clients_last_seen_recent` (location_key, last_at), written in the migration's SQL, instead of
 * grouping the period's ledger rows per client.
 */
export const clientsLastSeen = pgTable(
  'clients_last_seen',
  {
    clientId: codeUnitText('client_id').notNull(),
    locationKey: text('location_key').notNull(),
    lastAt: isoTimestamp('last_at').notNull(),
  },
  (t) => [primaryKey({ name: 'clients_last_seen_pk', columns: [t.clientId, t.locationKey] })],
);
