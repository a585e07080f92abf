/** The list filters of store.port.ts as SQL conditions, matching the demo's semantics exactly. */
import { and, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DayRange } from '../../src/backend/ports';

const DAY_MS = 86_400_000;
const startOfDay = (day: string): string => `${day}T00:00:00.000Z`;
const startOfNextDay = (day: string): string => new Date(Date.parse(startOfDay(day)) + DAY_MS).toISOString();

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

/** Whole UTC days, inclusive: from the start of `from` to before the start of the day after `to`. */
export const withinDays = (column: SQLWrapper, range: DayRange): SQL | undefined =>
  and(
    range.from === '' ? undefined : gte(column, startOfDay(range.from)),
    range.to === '' ? undefined : lt(column, startOfNextDay(range.to)),
  );

/** Any of `values`; an empty list means no filter. */
export const anyOf = <T extends string>(column: SQLWrapper, values: readonly T[]): SQL | undefined =>
  values.length === 0 ? undefined : inArray(column, [...values]);
