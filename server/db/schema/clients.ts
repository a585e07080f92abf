import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BlockStatus } from '../../../src/domain/entities';
import type { ConsentSource } from '../../../src/domain/email-consent';
import { codeUnitText, isoTimestamp } from './columns';

/** Clients (ClientRecord without its status log, which has its own table). */
export const clients = pgTable(
  'clients',
  {
    userId: codeUnitText('user_id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The email trimmed and lower-cased in JavaScript (emailKey): one client per address. */
    emailKey: text('email_key').notNull(),
    /** E.164 as the core normalised it (src/domain/phone.ts), '' for none: unique among those who have one. */
    phone: text('phone').notNull().default(''),
    joinDate: isoTimestamp('join_date').notNull(),
    points: integer('points').notNull(),
    location: text('location').notNull(),
    /** `location` lower-cased in JavaScript: the location filter's key. */
    locationKey: text('location_key').notNull(),
    blockStatus: text('block_status').notNull().$type<BlockStatus>(),
    reason: text('reason').notNull(),
    notes: text('notes').notNull(),
    /** Broadcasts by email (docs/product.md §10.27, migration 0026). */
    emailConsent: boolean('email_consent').notNull().default(false),
    emailConsentAt: isoTimestamp('email_consent_at'),
    emailConsentSource: text('email_consent_source').$type<ConsentSource>(),
    /**
     * The name as a person reads it (nameSortKey, src/domain/name-key.ts), computed in JavaScript: the Name
     * sort's key, in code-unit order. Null only on a row written before migration 0013 until the start fills it.
     */
    nameKey: codeUnitText('name_key'),
    /** userId, name, email lower-cased and the phone's digits, in JavaScript: what a search matches, field by field. */
    searchKeys: text('search_keys').array().notNull(),
  },
  (t) => [
    // '' is no email or no phone (a client needs one of them, docs/product.md §10.24): never a clash.
    uniqueIndex('clients_email_key')
      .on(t.emailKey)
      .where(sql`${t.emailKey} <> ''`),
    uniqueIndex('clients_phone')
      .on(t.phone)
      .where(sql`${t.phone} <> ''`),
    // Plain DESC (nulls first, PostgreSQL's default): it serves ORDER BY … DESC and, backwards, ASC (0008).
    index('clients_newest_first').on(t.joinDate.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    index('clients_by_points').on(t.points, t.userId),
    index('clients_by_name').on(t.nameKey, t.userId),
    index('clients_search').using('gin', sql`search_text(${t.searchKeys}) gin_trgm_ops`),
    check('clients_points_not_negative', sql`${t.points} >= 0`),
    check('clients_block_status', sql`${t.blockStatus} in ('Active', 'Blocked')`),
    check(
      'clients_email_consent_source',
      sql`${t.emailConsentSource} in ('admin', 'import', 'enrolment', 'unsubscribe')`,
    ),
    index('clients_mail_audience')
      .on(t.locationKey)
      .where(sql`${t.emailConsent} AND ${t.blockStatus} = 'Active'`),
  ],
);
