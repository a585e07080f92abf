import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { BlockStatus } from '../../../src/domain/entities';
import { codeUnitText, isoTimestamp } from './columns';
import { clients } from './clients';

/** Each client's status history; newest first is highest `seq` first (entries are added at the front). */
export const clientStatusLog = pgTable(
  'client_status_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: codeUnitText('user_id')
      .notNull()
      .references(() => clients.userId),
    blockStatus: text('block_status').notNull().$type<BlockStatus>(),
    reason: text('reason').notNull(),
    createdAt: isoTimestamp('created_at').notNull(),
  },
  (t) => [
    index('client_status_log_newest_first').on(t.userId, t.seq.desc()),
    check('client_status_log_block_status', sql`${t.blockStatus} in ('Active', 'Blocked')`),
  ],
);
