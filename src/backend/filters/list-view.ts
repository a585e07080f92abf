/**
 * The page and sort a client or points list may ask for (API extensions, docs/api.md "Paged lists"): `page`,
 * `limit`, `sort` and `order`. Without any of them the call answers its whole list, as docs/product.md §7 has it.
 */
import { PAGE_SIZE } from '../../domain/constants';
import { LIST_LIMIT_MAX, type ListSort, type SortOrder } from '../../domain/list-order';
import { bad, good, type Read } from '../input/fields';
import type { ListWindow } from '../ports';
import { readLimit, readPageNumber, type Query } from './params';

const LIST_VIEW_PARAMS = ['page', 'limit', 'sort', 'order'] as const;

const ORDERS: readonly SortOrder[] = ['asc', 'desc'];

/**
 * The window asked for, or null when the call asks for none (the whole list). `sort` names a column of
 * `keys` (default: `fallback`'s); `order` is asc or desc (default: asc with a sort, as a first click sorts,
 * else `fallback`'s); `limit` 1–LIST_LIMIT_MAX (default the console's page, 7); `page` from 1.
 */
export function parseListWindow<K extends string>(
  query: Query,
  keys: readonly K[],
  fallback: ListSort<K>,
): Read<ListWindow<K> | null> {
  if (LIST_VIEW_PARAMS.every((name) => query(name).trim() === '')) return good(null);
  const number = readPageNumber(query);
  if (!number.ok) return number;
  const size = readLimit(query, LIST_LIMIT_MAX);
  if (!size.ok) return size;
  const sortText = query('sort').trim();
  const key = sortText === '' ? fallback.key : keys.find((k) => k === sortText);
  if (key === undefined) return bad(`sort must be one of ${keys.join(', ')}.`);
  const orderText = query('order').trim().toLowerCase();
  const order =
    orderText === '' ? (sortText === '' ? fallback.order : 'asc') : ORDERS.find((o) => o === orderText);
  if (order === undefined) return bad('order must be asc or desc.');
  return good({ sort: { key, order }, page: { number: number.value, size: size.value ?? PAGE_SIZE } });
}
