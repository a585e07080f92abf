/** The transactions table (the points ledger): columns, rows, reads and writes. */
import { and, eq, sql as raw, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StoreReads, StoreTx, TransactionPosition, TransactionQuery } from '../../src/backend/ports';
import type { TransactionSortKey } from '../../src/domain/list-order';
import type { TransactionRecord } from '../../src/backend/records';
import { nameSortKey } from '../../src/domain/name-key';
import type { Sql } from '../db/database';
import { transactions } from '../db/schema';
import { anyOf, searchIn, withinDays } from './filters';
import { bulkColumnsOf, bulkInsert, type BulkColumn } from './bulk-insert';
import { locationKey, searchKeys } from './keys';
import { codeUnits, searchKey } from './list-order';
import { pagedReads } from './paged-list';

/** Selects a TransactionRecord as it is. */
export const transactionColumns = {
  transactionId: transactions.transactionId,
  clientId: transactions.clientId,
  clientName: transactions.clientName,
  transactionDate: transactions.transactionDate,
  totalPoints: transactions.totalPoints,
  transactionPoints: transactions.transactionPoints,
  type: transactions.type,
  reasonOrService: transactions.reasonOrService,
  adminUserId: transactions.adminUserId,
  adminName: transactions.adminName,
  location: transactions.location,
  reverses: transactions.reverses,
  reversedBy: transactions.reversedBy,
  rewardId: transactions.rewardId,
  amountCents: transactions.amountCents,
  earningRule: transactions.earningRule,
  expires: transactions.expires,
  apiKeyId: transactions.apiKeyId,
};

export const transactionRow = (transaction: TransactionRecord): typeof transactions.$inferInsert => ({
  ...transaction,
  // An expiry's admin is no one (docs/product.md §10.28): '' in the record, null in the database.
  adminUserId: transaction.adminUserId === '' ? null : transaction.adminUserId,
  clientNameKey: nameSortKey(transaction.clientName),
  adminNameKey: nameSortKey(transaction.adminName),
  locationKey: locationKey(transaction.location),
  searchKeys: searchKeys(
    transaction.transactionId,
    transaction.clientId,
    transaction.clientName,
    transaction.reasonOrService,
  ),
});

/** What a ledger query matches: the whole list, its pages and its export alike. */
const transactionMatches = (query: TransactionQuery): SQL | undefined =>
  and(
    searchIn(transactions.searchKeys, query.search),
    anyOf(transactions.locationKey, query.locations),
    query.type === '' ? undefined : eq(transactions.type, query.type),
    query.clientId === '' ? undefined : eq(transactions.clientId, query.clientId),
    withinDays(transactions.transactionDate, query),
  );

/** What each sortable column of the ledger sorts by (src/domain/list-order.ts, transactionSortValue). */
const TRANSACTION_SORT: Record<TransactionSortKey, SQLWrapper> = {
  transactionId: transactions.transactionId,
  clientId: transactions.clientId,
  // Names as a person reads them (src/domain/name-key.ts), keys written with each row.
  clientName: codeUnits(transactions.clientNameKey),
  transactionDate: transactions.transactionDate,
  // Signed as the balance moved (signedPoints): a reversal's are stored signed, every other kind's positive.
  transactionPoints: raw`(case when ${transactions.type} in ('add', 'opening', 'reversal') then ${transactions.transactionPoints} else -${transactions.transactionPoints} end)`,
  totalPoints: transactions.totalPoints,
  type: codeUnits(transactions.type),
  reasonOrService: searchKey(transactions.searchKeys, 4),
  adminUserId: codeUnits(transactions.adminNameKey),
  location: codeUnits(transactions.locationKey),
};

type TransactionInsert = ReturnType<typeof transactionRow> & { transactionDate: string };

/** Many ledger rows in one statement (an import's opening balances): one array per column (bulk-insert.ts). */
const TRANSACTION_COLUMNS: BulkColumn<TransactionInsert>[] = bulkColumnsOf(transactions);

/** The ledger's list reads (paged-list.ts): its columns, filter, sort values and newest-first order. */
const transactionList = (sql: Sql) =>
  pagedReads(sql, {
    table: transactions,
    select: () => sql.select(transactionColumns).from(transactions).$dynamic(),
    matches: transactionMatches,
    sort: TRANSACTION_SORT,
    date: transactions.transactionDate,
    id: transactions.transactionId,
    position: (after: TransactionPosition) => [after.transactionDate, after.transactionId],
  });

/** The columns only some kinds fill: null in the database, absent from the record where empty. */
type Sparse = 'reverses' | 'reversedBy' | 'rewardId' | 'amountCents' | 'earningRule' | 'expires';
type LedgerRow = Omit<TransactionRecord, Sparse | 'adminUserId'> & {
  [K in Sparse]: NonNullable<TransactionRecord[K]> | null;
} & { adminUserId: string | null };
/** A row as the demo's store keeps it: a reversal's links, a reward, an amount and its rule, an expiry's lot only where there are some. */
const ledgerRecord = ({
  adminUserId,
  reverses,
  reversedBy,
  rewardId,
  amountCents,
  earningRule,
  expires,
  ...row
}: LedgerRow): TransactionRecord => ({
  ...row,
  adminUserId: adminUserId ?? '',
  ...(reverses === null ? {} : { reverses }),
  ...(reversedBy === null ? {} : { reversedBy }),
  ...(rewardId === null ? {} : { rewardId }),
  ...(amountCents === null ? {} : { amountCents }),
  ...(earningRule === null ? {} : { earningRule }),
  ...(expires === null ? {} : { expires }),
});

export const transactionReads = (
  sql: Sql,
): Pick<StoreReads, 'transactionById' | 'listTransactions' | 'pageTransactions' | 'transactionsAfter'> => {
  const list = transactionList(sql);
  return {
    async transactionById(transactionId) {
      const [transaction] = await sql
        .select(transactionColumns)
        .from(transactions)
        .where(eq(transactions.transactionId, transactionId));
      return transaction ? ledgerRecord(transaction) : null;
    },
    listTransactions: async (query) => (await list.list(query)).map(ledgerRecord),
    async pageTransactions(query, window) {
      const { rows, total } = await list.page(query, window);
      return { rows: rows.map(ledgerRecord), total };
    },
    transactionsAfter: async (query, after, size) => (await list.after(query, after, size)).map(ledgerRecord),
  };
};

export const transactionWrites = (
  tx: Sql,
): Pick<StoreTx, 'insertTransaction' | 'insertTransactions' | 'markReversed'> => ({
  async markReversed(transactionId, reversalId) {
    await tx
      .update(transactions)
      .set({ reversedBy: reversalId })
      .where(eq(transactions.transactionId, transactionId));
  },
  async insertTransactions(rows) {
    await bulkInsert(tx, 'transactions', TRANSACTION_COLUMNS, rows.map(transactionRow));
  },
  async insertTransaction(transaction) {
    await tx.insert(transactions).values(transactionRow(transaction));
  },
});
