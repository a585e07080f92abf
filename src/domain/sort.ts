/** Column sorting of docs/product.md §9: ascending on the first click, then toggling; numbers, dates and text. */
import { DateTime } from 'luxon';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

const isMissing = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

// Only ISO-looking strings count as dates, so a name like "May" never sorts as a month.
const asTime = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = DateTime.fromISO(value, { zone: 'utc' });
  return date.isValid ? date.toMillis() : null;
};

const text = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values; missing values go last. */
export function compareValues(a: unknown, b: unknown): number {
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [timeA, timeB] = [asTime(a), asTime(b)];
  if (timeA !== null && timeB !== null) return timeA - timeB;
  return text.compare(String(a), String(b));
}

/** A sorted copy (stable); the caller passes only the current page's rows, as docs/product.md §9 says. */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortState | null,
  valueOf: (row: T, key: string) => unknown,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [va, vb] = [valueOf(a, sort.key), valueOf(b, sort.key)];
    // Missing values stay last in both directions.
    if (isMissing(va) || isMissing(vb)) return compareValues(va, vb);
    return sign * compareValues(va, vb);
  });
}
