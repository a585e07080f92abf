/** Reading list filters from the query string, as the UI sends them (docs/product.md §2): checked, trimmed, typed. */
import { PAGE_MAX } from '../../contract/calls/queries';
import { SEARCH_MAX } from '../../domain/constants';
import { dateRangeProblem, queryDateProblem } from '../../domain/filters';
import { bad, good, type Read } from '../input/fields';
import { ID_MAX, textProblem } from '../input/text';
import type { DayRange } from '../ports';

export type Query = (name: string) => string;

/** An exact id (a client's, an admin's): trimmed, never lower-cased, at most ID_MAX; '' is any. */
export function readId(query: Query, name: string): Read<string> {
  const value = query(name).trim();
  const problem = textProblem(value, name, ID_MAX);
  return problem ? bad(problem) : good(value);
}

/**
 * fromDate and toDate as yyyy-MM-dd, real calendar days only (no 2024-02-30) within the days a filter may name
 * (no 9999-12-31): the UI's own date rule. They are days of `zone`, the business's (docs/product.md §10.31).
 */
export function readDayRange(query: Query, zone: string): Read<DayRange> {
  const from = query('fromDate').trim();
  const to = query('toDate').trim();
  for (const [name, value] of [
    ['fromDate', from],
    ['toDate', to],
  ] as const) {
    const problem = value === '' ? undefined : queryDateProblem(name, value);
    if (problem !== undefined) return bad(problem);
  }
  const range = dateRangeProblem(from, to);
  return range ? bad(range) : good({ from, to, zone });
}

/** Lower-cased for a case-insensitive match; '' is no search. */
export function readSearch(query: Query): Read<string> {
  const search = query('search').trim().toLowerCase();
  const problem = textProblem(search, 'search', SEARCH_MAX);
  return problem ? bad(problem) : good(search);
}

/** A comma-joined any-of list, lower-cased; empty is no filter. */
export function readList(query: Query, name: string): Read<string[]> {
  const joined = query(name);
  const problem = textProblem(joined, name, SEARCH_MAX);
  if (problem) return bad(problem);
  return good(
    joined
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ''),
  );
}

export { PAGE_MAX };

/** `page`: a whole number from 1, 1 when absent; digits past PAGE_MAX are "too large", not "not a number". */
export function readPageNumber(query: Query): Read<number> {
  const page = query('page').trim() || '1';
  if (/^\d+$/.test(page) && Number(page) > PAGE_MAX)
    return bad(`page is too large: at most ${PAGE_MAX.toLocaleString('en-US')}.`);
  const number = /^\d{1,6}$/.test(page) ? Number(page) : 0;
  return number < 1 ? bad('page must be a whole number of at least 1.') : good(number);
}

/** `limit`: a whole number from 1 to `max`, or null when absent. */
export function readLimit(query: Query, max: number): Read<number | null> {
  const limit = query('limit').trim();
  if (limit === '') return good(null);
  const size = /^\d{1,6}$/.test(limit) ? Number(limit) : 0;
  return size < 1 || size > max ? bad(`limit must be a whole number from 1 to ${max}.`) : good(size);
}
