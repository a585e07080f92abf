import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CodePurpose } from '../../../src/backend/records';
import { accounts } from './accounts';
import { codeUnitText, isoTimestamp } from './columns';

/** The emailed codes, by their keyed hash: one per account and purpose, replaced when sent again (CodeRecord). */
export const codes = pgTable(
  'codes',
  {
    accountId: codeUnitText('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').notNull().$type<CodePurpose>(),
    code: text('code').notNull(),
    expiresAt: isoTimestamp('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'codes_pkey', columns: [t.accountId, t.purpose] }),
    check('codes_purpose', sql`${t.purpose} in ('login', 'reset', 'register')`),
  ],
);
