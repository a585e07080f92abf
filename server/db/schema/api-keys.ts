import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../src/domain/api-keys';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * API keys (ApiKeyRecord): the secret's keyed hash only, never the secret. A revoked key keeps its row (the
 * list shows it, the trail and ledger name it) with `revoked_at` set; every call reads the row by its hash.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: codeUnitText('id').primaryKey(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull().$type<ApiKeyScope[]>(),
    location: text('location'),
    createdBy: text('created_by').notNull(),
    createdById: codeUnitText('created_by_id').notNull(),
    createdAt: isoTimestamp('created_at').notNull(),
    lastUsedAt: isoTimestamp('last_used_at'),
    revokedAt: isoTimestamp('revoked_at'),
    hash: codeUnitText('hash').notNull(),
  },
  (t) => [uniqueIndex('api_keys_hash').on(t.hash), index('api_keys_newest').on(t.createdAt, t.id)],
);
