/**
 * The order of src/domain/list-order.ts in SQL, for the lists the server pages (clients, transactions): each
 * sort key is the value the domain compares (lower-cased keys written in JavaScript, code-unit order through
 * COLLATE "C"), ties broken by the id in the same direction, then LIMIT/OFFSET. Plain ASC/DESC (nulls as
 * PostgreSQL defaults them), so one index per key serves both directions (migration 0008 built them so).
 */
import { sql as raw, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListWindow } from '../../src/backend/ports';
import { pageOffset, type ListSort } from '../../src/domain/list-order';

/** Code-unit order, whatever the database's locale: as JavaScript compares strings. */
export const codeUnits = (value: SQLWrapper): SQL => raw`(${value} collate "C")`;

/** A search key by its place in searchKeys() (1-based, as SQL arrays count), in code-unit order. */
export const searchKey = (keys: SQLWrapper, place: number): SQL =>
  raw`(${keys}[${raw.raw(String(place))}] collate "C")`;

/** ORDER BY the sort's value, then the id, both in the sort's direction. */
export const orderBy = <K extends string>(
  sort: ListSort<K>,
  values: Record<K, SQLWrapper>,
  id: SQLWrapper,
): SQL[] => {
  const direction = raw.raw(sort.order === 'asc' ? 'asc' : 'desc');
  return [raw`${values[sort.key]} ${direction}`, raw`${id} ${direction}`];
};

export const offsetOf = ({ page }: ListWindow<string>): number => pageOffset(page.number, page.size);
