import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { OneTimeTokenRecord } from '../../../src/backend/records';
import { accounts } from './accounts';
import { codeUnitText, isoTimestamp } from './columns';

/** Reset tokens and invitations (by their keyed hash): each taken at most once (OneTimeTokenRecord). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    token: codeUnitText('token').primaryKey(),
    kind: text('kind').notNull().$type<OneTimeTokenRecord['kind']>(),
    accountId: codeUnitText('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: isoTimestamp('expires_at').notNull(),
  },
  (t) => [
    index('one_time_tokens_expiry').on(t.expiresAt),
    check('one_time_tokens_kind', sql`${t.kind} in ('reset', 'invite')`),
  ],
);
