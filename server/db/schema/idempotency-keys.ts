import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * Idempotency keys of change requests (IdempotencyRecord): the answer a key got, for a day. No foreign key
 * to the admin: a key outlives nothing that matters, and the sweep removes it (server/sweep.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    adminId: codeUnitText('admin_id').notNull(),
    key: codeUnitText('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: isoTimestamp('created_at').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.adminId, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
