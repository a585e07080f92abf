import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { codeUnitText, isoTimestamp } from './columns';

/** Signed-in devices (SessionRecord): a row per live session, deleted when the session ends. */
export const sessions = pgTable(
  'sessions',
  {
    id: codeUnitText('id').primaryKey(),
    accountId: codeUnitText('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: isoTimestamp('created_at').notNull(),
    lastUsedAt: isoTimestamp('last_used_at').notNull(),
    expiresAt: isoTimestamp('expires_at').notNull(),
    remember: boolean('remember').notNull(),
    userAgent: text('user_agent').notNull(),
    ip: text('ip'),
    refreshJti: codeUnitText('refresh_jti').notNull(),
  },
  (t) => [index('sessions_account').on(t.accountId), index('sessions_expiry').on(t.expiresAt)],
);
