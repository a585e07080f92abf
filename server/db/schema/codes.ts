import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CodePurpose } from '../../../src/backend/records';
import { accounts } from './accounts';
import { codeUnitText, isoTimestamp } from './columns';

/** The emailed codes: one per account and purpose, replaced when sent again (CodeRecord). */
export const codes = pgTable(
  'codes',
  {
    accountId: codeUnitText('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').notNull().$type<CodePurpose>(),
    code: text('code').notNull(),
    expiresAt: isoTimestamp('expires_at').notNull(),
    wrong: integer('wrong').notNull(),
  },
  (t) => [
    primaryKey({ name: 'codes_pkey', columns: [t.accountId, t.purpose] }),
    check('codes_purpose', sql`${t.purpose} in ('login', 'reset', 'register')`),
    check('codes_wrong_not_negative', sql`${t.wrong} >= 0`),
  ],
);
