import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TransactionType } from '../../../src/domain/entities';
import { apiKeys } from './api-keys';
import { clients } from './clients';
import { rewards } from './rewards';
import { codeUnitText, isoTimestamp } from './columns';

/** The points ledger (TransactionRecord). */
export const transactions = pgTable(
  'transactions',
  {
    transactionId: codeUnitText('transaction_id').primaryKey(),
    clientId: codeUnitText('client_id')
      .notNull()
      .references(() => clients.userId),
    clientName: text('client_name').notNull(),
    transactionDate: isoTimestamp('transaction_date').notNull(),
    totalPoints: integer('total_points').notNull(),
    transactionPoints: integer('transaction_points').notNull(),
    type: text('type').notNull().$type<TransactionType>(),
    reasonOrService: text('reason_or_service').notNull(),
    /** The admin who booked it, or the API key (api_keys.id, migration 0025): no longer a key of accounts. */
    /** Null only on an expiry, which no admin booked (migration 0023; '' in the record). */
    adminUserId: codeUnitText('admin_user_id'),
    adminName: text('admin_name').notNull(),
    location: text('location').notNull(),
    /**
     * The client's and the admin's names as a person reads them (nameSortKey, src/domain/name-key.ts), computed
     * in JavaScript: the Client Name and Admin sorts' keys, in code-unit order. Null only on a row written
     * before migration 0017 until the start fills it.
     */
    clientNameKey: codeUnitText('client_name_key'),
    adminNameKey: codeUnitText('admin_name_key'),
    /** `location` lower-cased in JavaScript: the location filter's key. */
    locationKey: text('location_key').notNull(),
    /** transactionId, clientId, clientName and reasonOrService lower-cased in JavaScript. */
    searchKeys: text('search_keys').array().notNull(),
    /** A reversal: the entry it reverses (migration 0019); one reversal per entry, by a unique index. */
    reverses: codeUnitText('reverses'),
    /** The reversal of this entry, set in the reversal's transaction. */
    reversedBy: codeUnitText('reversed_by'),
    /** A redemption of a catalogue reward: its id (migration 0024). */
    rewardId: codeUnitText('reward_id').references(() => rewards.id),
    /** An add booked from an amount spent (migration 0023): the amount in cents and the rule it earned by. */
    amountCents: integer('amount_cents'),
    earningRule: text('earning_rule'),
    /** An expiry: the entry whose lot it expired; one expiry per lot, by a unique index (migration 0023). */
    expires: codeUnitText('expires'),
    /** The API key that booked it, null when an admin did (migration 0031, docs/product.md §10.26). */
    apiKeyId: codeUnitText('api_key_id').references(() => apiKeys.id),
  },
  (t) => [
    index('transactions_newest_first').on(
      t.transactionDate.desc().nullsFirst(),
      t.transactionId.desc().nullsFirst(),
    ),
    index('transactions_search').using('gin', sql`search_text(${t.searchKeys}) gin_trgm_ops`),
    index('transactions_by_client').on(t.clientId),
    // Empty once every row has its name keys: the start's fill finds the rows it must key without a scan.
    index('transactions_name_keys_missing')
      .on(t.transactionId)
      .where(sql`${t.clientNameKey} is null or ${t.adminNameKey} is null`),
    check('transactions_total_not_negative', sql`${t.totalPoints} >= 0`),
    uniqueIndex('transactions_reverses')
      .on(t.reverses)
      .where(sql`${t.reverses} is not null`),
    // A reversal's points are signed (what it did to the balance); every other kind's are positive.
    check(
      'transactions_points_positive',
      sql`${t.transactionPoints} > 0 or (${t.type} = 'reversal' and ${t.transactionPoints} <> 0)`,
    ),
    check('transactions_type', sql`${t.type} in ('add', 'redeem', 'opening', 'reversal')`),
    // The Overview's most redeemed rewards read the period's reward redemptions alone.
    index('transactions_reward_redemptions')
      .on(t.transactionDate)
      .where(sql`${t.rewardId} is not null`),
    uniqueIndex('transactions_expires')
      .on(t.expires)
      .where(sql`${t.expires} is not null`),
    // The top ten of the Overview at one location reads that location's earn rows only (migration 0028, whose
    // SQL also INCLUDEs client_id and transaction_points, which Drizzle's index builder cannot say).
    index('transactions_earned_at')
      .on(t.locationKey, t.transactionDate)
      .where(sql`${t.type} = 'add'`),
    check('transactions_admin', sql`${t.adminUserId} is not null or ${t.type} = 'expiry'`),
    check('transactions_type', sql`${t.type} in ('add', 'redeem', 'opening', 'reversal', 'expiry')`),
  ],
);
