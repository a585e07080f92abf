/**
 * The order of the lists the server pages, sorts and searches (clients and points, docs/product.md §10.18): the
 * columns a list sorts by, how their values compare, and ties broken by the row's id in the same direction, so
 * the order is total and a row stays on one page across pages. Both stores use these rules: the demo's compares
 * with `compareListRows`, the SQL store orders by the same values (numbers, times, lower-cased text by code unit;
 * a person's name, a client's or the ledger's admin's, by its reading key, name-key.ts).
 */
import type { Client, Transaction } from './entities';
import { nameSortKey } from './name-key';
import { balanceChange } from './points';
import type { SortState } from './sort';

export type SortOrder = 'asc' | 'desc';

export interface ListSort<K extends string = string> {
  key: K;
  order: SortOrder;
}

/** Every column the clients list shows with a value (docs/product.md §2). */
export const CLIENT_SORT_KEYS = [
  'userId',
  'name',
  'email',
  'joinDate',
  'points',
  'location',
  'blockStatus',
] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

/** Every column the points ledger shows with a value (docs/product.md §2). */
export const TRANSACTION_SORT_KEYS = [
  'transactionId',
  'clientId',
  'clientName',
  'transactionDate',
  'transactionPoints',
  'totalPoints',
  'type',
  'reasonOrService',
  'adminUserId',
  'location',
] as const;
export type TransactionSortKey = (typeof TRANSACTION_SORT_KEYS)[number];

/** Newest first: the order of the whole-list answers of docs/product.md §7, and of the exports. */
export const CLIENTS_NEWEST_FIRST: ListSort<ClientSortKey> = { key: 'joinDate', order: 'desc' };
export const TRANSACTIONS_NEWEST_FIRST: ListSort<TransactionSortKey> = {
  key: 'transactionDate',
  order: 'desc',
};

/** The most rows one page of a list may ask for. */
export const LIST_LIMIT_MAX = 100;

/** A sort value: a number compares as a number, text by code unit (times are ISO UTC text, so by time). */
export type SortValue = number | string;

/**
 * A name compares lower-cased (JavaScript's `toLowerCase`, the stores' search keys), so `de Vries` sorts among
 * the d's; ids, times, statuses and types compare as they are.
 */
export const sortText = (text: string): string => text.toLowerCase();

export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A redeem sorts below every add: the change signed, as the Points column shows it (+75, -20). */
export const signedPoints = (tx: Pick<Transaction, 'type' | 'transactionPoints'>): number =>
  balanceChange(tx.type, tx.transactionPoints);

type ClientRow = Pick<
  Client,
  'userId' | 'name' | 'email' | 'joinDate' | 'points' | 'location' | 'blockStatus'
>;

export function clientSortValue(client: ClientRow, key: ClientSortKey): SortValue {
  switch (key) {
    // As a person reads it (name-key.ts): the server keeps the same key in its own column.
    case 'name':
      return nameSortKey(client.name);
    case 'email':
      return sortText(client.email);
    case 'location':
      return sortText(client.location);
    case 'points':
      return client.points;
    default:
      return client[key];
  }
}

type TransactionRow = Pick<
  Transaction,
  | 'transactionId'
  | 'clientId'
  | 'clientName'
  | 'transactionDate'
  | 'transactionPoints'
  | 'totalPoints'
  | 'type'
  | 'reasonOrService'
  | 'adminName'
  | 'location'
>;

export function transactionSortValue(tx: TransactionRow, key: TransactionSortKey): SortValue {
  switch (key) {
    // Names as a person reads them (name-key.ts), as the clients list: the server keeps the keys in columns.
    case 'clientName':
      return nameSortKey(tx.clientName);
    case 'reasonOrService':
      return sortText(tx.reasonOrService);
    case 'location':
      return sortText(tx.location);
    case 'transactionPoints':
      return signedPoints(tx);
    case 'totalPoints':
      return tx.totalPoints;
    // The Admin column shows the acting admin's name: it sorts by that name, as a person reads it.
    case 'adminUserId':
      return nameSortKey(tx.adminName ?? '');
    default:
      return tx[key];
  }
}

/** The comparator of a sort: the key's values, then the id, both in the sort's direction. */
export function compareListRows<T, K extends string>(
  sort: ListSort<K>,
  valueOf: (row: T, key: K) => SortValue,
  idOf: (row: T) => string,
): (a: T, b: T) => number {
  const sign = sort.order === 'asc' ? 1 : -1;
  return (a, b) =>
    sign *
    (compareSortValues(valueOf(a, sort.key), valueOf(b, sort.key)) || compareSortValues(idOf(a), idOf(b)));
}

/** Where page `page` (from 1) of `size` rows starts. */
export const pageOffset = (page: number, size: number): number => (Math.max(1, page) - 1) * size;

/**
 * Past this many rows kept (or an eighth of the list), sorting the whole list costs about what keeping the
 * first ones does. It covers an export's batch of 250.
 */
const KEPT_AT_MOST = 256;

/**
 * The rows at `offset`…`offset + size` of `rows` in `compare`'s order, exactly as sorting them all and slicing
 * would give (the order is total: ties are broken by id). An early page keeps only the first `offset + size`
 * rows in one pass, most rows costing one comparison, instead of sorting every row: the demo answers the
 * Clients page's first 7 of 10,000 this way, and reads each batch of an export.
 */
export function rowsInOrder<T>(
  rows: readonly T[],
  compare: (a: T, b: T) => number,
  offset: number,
  size: number,
): T[] {
  const end = offset + size;
  if (end > KEPT_AT_MOST || end * 8 > rows.length) return [...rows].sort(compare).slice(offset, end);
  const first: T[] = [];
  for (const row of rows) {
    const last = first.at(-1);
    if (first.length === end && last !== undefined && compare(row, last) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const kept = first[middle];
      if (kept !== undefined && compare(kept, row) <= 0) low = middle + 1;
      else high = middle;
    }
    first.splice(low, 0, row);
    if (first.length > end) first.pop();
  }
  return first.slice(offset);
}

/** A header's sort (ascending/descending, docs/product.md §9) as a list's order; null stays newest first. */
export const listSortOf = (sort: SortState | null): ListSort | null =>
  sort ? { key: sort.key, order: sort.direction === 'ascending' ? 'asc' : 'desc' } : null;
