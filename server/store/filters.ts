/** The list filters of store.port.ts as SQL conditions, matching the demo's semantics exactly. */
import { and, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DayRange } from '../../src/backend/ports';
import { zoneDayBounds } from '../../src/domain/business-time';

/** `search` as a LIKE pattern that matches it literally anywhere: `%`, `_` and `\` escaped. */
const containing = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A literal, case-insensitive substring of any one key (`search` arrives lower-cased). The keys joined by a
 * line break (search_text(), migration 0008) are matched with LIKE first, which the pg_trgm indexes on
 * clients and transactions answer; strpos over each key then decides, so a match never spans two keys.
 */
export const searchIn = (keys: SQLWrapper, search: string): SQL | undefined =>
  search === ''
    ? undefined
    : sql`(search_text(${keys}) like ${containing(search)} and exists (select 1 from unnest(${keys}) as key(text) where strpos(key.text, ${search}) > 0))`;

/** Whole days of the range's zone, inclusive: from the start of `from` to before the start of the day after `to`. */
export function withinDays(column: SQLWrapper, range: DayRange): SQL | undefined {
  const { start, end } = zoneDayBounds(range);
  return and(start === '' ? undefined : gte(column, start), end === '' ? undefined : lt(column, end));
}

/** Any of `values`; an empty list means no filter. */
export const anyOf = <T extends string>(column: SQLWrapper, values: readonly T[]): SQL | undefined =>
  values.length === 0 ? undefined : inArray(column, [...values]);
