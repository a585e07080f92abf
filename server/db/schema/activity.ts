import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { ActivityAction } from '../../../src/backend/records';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * The activity trail (ActivityRecord). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE and the
 * privileges are revoked (migration 0001). No foreign keys, so the trail outlives what it mentions.
 */
export const activity = pgTable(
  'activity',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: isoTimestamp('at').notNull(),
    adminId: codeUnitText('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull().$type<ActivityAction>(),
    clientId: codeUnitText('client_id'),
    clientName: text('client_name'),
    broadcastId: codeUnitText('broadcast_id'),
    broadcastText: text('broadcast_text'),
    before: text('before'),
    after: text('after'),
    ip: text('ip'),
    /** Client id, client name and broadcast text lower-cased in JavaScript (what `search` matches). */
    searchKeys: text('search_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('activity_newest_first').on(t.at.desc(), t.seq.desc()),
    index('activity_by_action').on(t.action, t.at.desc(), t.seq.desc()),
    index('activity_by_admin').on(t.adminId, t.at.desc(), t.seq.desc()),
    index('activity_by_client').on(t.clientId, t.at.desc(), t.seq.desc()),
    check('activity_action_named', sql`${t.action} <> ''`),
  ],
);
