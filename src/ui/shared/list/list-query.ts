/**
 * Where a list is, besides its filters, kept in the query string with them (docs/product.md §10.9): the page as
 * `page=3` and the sort as `sort=name` (ascending) or `sort=-name` (descending). Hand-edited nonsense is ignored.
 */
import type { SortState } from '../../../domain/sort';

const params = (query: string) => new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);

/** The 1-based page asked for; 1 when absent or not a whole number ≥ 1. */
export function pageOf(query: string): number {
  const text = params(query).get('page') ?? '';
  const page = /^\d{1,9}$/.test(text) ? Number(text) : 1;
  return page >= 1 ? page : 1;
}

/** The sort asked for, if it names one of the sortable keys. */
export function sortOf(query: string, sortable: readonly string[]): SortState | null {
  const text = params(query).get('sort') ?? '';
  const key = text.replace(/^-/, '');
  if (!sortable.includes(key)) return null;
  return { key, direction: text.startsWith('-') ? 'descending' : 'ascending' };
}

/** The query-string value of a sort ('' for none). */
export const sortParam = (sort: SortState | null): string =>
  sort ? `${sort.direction === 'descending' ? '-' : ''}${sort.key}` : '';

/** The page's query-string value: page 1 is the default, so it leaves the query string. */
export const pageParam = (page: number): string => (page > 1 ? String(page) : '');
