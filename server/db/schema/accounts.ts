import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/** Admins and vendors (AccountRecord). */
export const accounts = pgTable(
  'accounts',
  {
    id: codeUnitText('id').primaryKey(),
    kind: text('kind').notNull().$type<'admin' | 'vendor'>(),
    name: text('name').notNull(),
    /** As typed at creation. */
    email: text('email').notNull(),
    /** The email trimmed and lower-cased in JavaScript, as the demo compares it: one account per address. */
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image').notNull(),
    role: text('role').notNull(),
    location: text('location').notNull(),
    createdAt: isoTimestamp('created_at').notNull(),
    verified: boolean('verified').notNull(),
    active: boolean('active').notNull().default(true),
    lastSignInAt: isoTimestamp('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.emailKey),
    check('accounts_kind', sql`${t.kind} in ('admin', 'vendor')`),
  ],
);
