/**
 * The client and points lists a page at a time, in the order of src/domain/list-order.ts, done in SQL: each
 * sort key is the value the domain compares (lower-cased keys written in JavaScript, code-unit order through
 * COLLATE "C"), ties broken by the id in the same direction, then LIMIT/OFFSET. Plain ASC/DESC (nulls as
 * PostgreSQL defaults them) so one index per key serves both directions (migration 0008 built them so).
 */
import { and, count, desc, sql as raw, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListWindow, StoreReads } from '../../src/backend/ports';
import {
  pageOffset,
  type ClientSortKey,
  type ListSort,
  type TransactionSortKey,
} from '../../src/domain/list-order';
import type { Sql } from '../db/database';
import { clients, transactions } from '../db/schema';
import { clientMatches, transactionMatches } from './list-filters';
import { clientListColumns } from './tables/clients';
import { transactionColumns } from './tables/transactions';

/** Code-unit order, whatever the database's locale: as JavaScript compares strings. */
const codeUnits = (value: SQLWrapper): SQL => raw`(${value} collate "C")`;
/** A search key by its place in searchKeys() (1-based, as SQL arrays count). */
const key = (keys: SQLWrapper, place: number): SQL => raw`(${keys}[${raw.raw(String(place))}] collate "C")`;

const CLIENT_SORT: Record<ClientSortKey, SQLWrapper> = {
  userId: clients.userId,
  name: key(clients.searchKeys, 2),
  email: key(clients.searchKeys, 3),
  joinDate: clients.joinDate,
  points: clients.points,
  location: codeUnits(clients.locationKey),
  blockStatus: codeUnits(clients.blockStatus),
};

const TRANSACTION_SORT: Record<TransactionSortKey, SQLWrapper> = {
  transactionId: transactions.transactionId,
  clientId: transactions.clientId,
  clientName: key(transactions.searchKeys, 3),
  transactionDate: transactions.transactionDate,
  transactionPoints: raw`(case when ${transactions.type} = 'add' then ${transactions.transactionPoints} else -${transactions.transactionPoints} end)`,
  totalPoints: transactions.totalPoints,
  type: codeUnits(transactions.type),
  reasonOrService: key(transactions.searchKeys, 4),
  adminUserId: codeUnits(transactions.adminName),
  location: codeUnits(transactions.locationKey),
};

const orderBy = <K extends string>(
  sort: ListSort<K>,
  columns: Record<K, SQLWrapper>,
  id: PgColumn,
): SQL[] => {
  const direction = raw.raw(sort.order === 'asc' ? 'asc' : 'desc');
  return [raw`${columns[sort.key]} ${direction}`, raw`${id} ${direction}`];
};

const offsetOf = ({ page }: ListWindow<string>) => pageOffset(page.number, page.size);

export const listPageReads = (
  sql: Sql,
): Pick<StoreReads, 'pageClients' | 'clientsAfter' | 'pageTransactions' | 'transactionsAfter'> => ({
  async pageClients(query, window) {
    const where = clientMatches(query);
    const [rows, [counted]] = await Promise.all([
      sql
        .select(clientListColumns)
        .from(clients)
        .where(where)
        .orderBy(...orderBy(window.sort, CLIENT_SORT, clients.userId))
        .limit(window.page.size)
        .offset(offsetOf(window)),
      sql.select({ n: count() }).from(clients).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },
  clientsAfter: (query, after, size) =>
    sql
      .select(clientListColumns)
      .from(clients)
      .where(
        and(
          clientMatches(query),
          after === null
            ? undefined
            : raw`(${clients.joinDate}, ${clients.userId}) < (${after.joinDate}::timestamptz, ${after.userId})`,
        ),
      )
      .orderBy(desc(clients.joinDate), desc(clients.userId))
      .limit(size),
  async pageTransactions(query, window) {
    const where = transactionMatches(query);
    const [rows, [counted]] = await Promise.all([
      sql
        .select(transactionColumns)
        .from(transactions)
        .where(where)
        .orderBy(...orderBy(window.sort, TRANSACTION_SORT, transactions.transactionId))
        .limit(window.page.size)
        .offset(offsetOf(window)),
      sql.select({ n: count() }).from(transactions).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },
  transactionsAfter: (query, after, size) =>
    sql
      .select(transactionColumns)
      .from(transactions)
      .where(
        and(
          transactionMatches(query),
          after === null
            ? undefined
            : raw`(${transactions.transactionDate}, ${transactions.transactionId}) < (${after.transactionDate}::timestamptz, ${after.transactionId})`,
        ),
      )
      .orderBy(desc(transactions.transactionDate), desc(transactions.transactionId))
      .limit(size),
});
