import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { MailStatus } from '../../../src/backend/ports';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * The queue of broadcast emails (migration 0026): one row per recipient and round (0: the first send, then
 * one per Resend), from queued through claimed and sending to sent or failed (docs/architecture.md).
 */
export const broadcastMail = pgTable(
  'broadcast_mail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    broadcastId: codeUnitText('broadcast_id').notNull(),
    round: integer('round').notNull(),
    userId: codeUnitText('user_id').notNull(),
    status: text('status').notNull().default('queued').$type<MailStatus>(),
    leaseUntil: isoTimestamp('lease_until'),
    /** The claim holding the row (a runner's random token): only it may start the row. */
    claim: text('claim'),
    settledAt: isoTimestamp('settled_at'),
    error: text('error'),
    unsubscribedAt: isoTimestamp('unsubscribed_at'),
  },
  (t) => [
    index('broadcast_mail_of_broadcast').on(t.broadcastId, t.status),
    index('broadcast_mail_waiting')
      .on(t.id)
      .where(sql`${t.status} in ('queued', 'claimed', 'sending')`),
    index('broadcast_mail_sent_lately')
      .on(t.settledAt)
      .where(sql`${t.status} = 'sent'`),
    check('broadcast_mail_status', sql`${t.status} in ('queued', 'claimed', 'sending', 'sent', 'failed')`),
  ],
);
