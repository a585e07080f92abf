/**
 * The filter state of each list and its codec to and from the query string (docs/product.md §2, §3), so a copied URL
 * reproduces the view. Hand-edited values that make no sense are dropped, never thrown.
 */
import { DateTime } from 'luxon';
import { ACTIVITY_ACTIONS } from './activity';
import type { BlockStatus, Location, TransactionType } from './entities';
import type {
  ActivityFilters,
  BroadcastFilters,
  ClientFilters,
  DateRange,
  PointsFilters,
} from './filters.types';
import { BLOCK_STATUSES, TRANSACTION_TYPES } from './constants';

export interface FilterCodec<F> {
  /** Every query key the list owns: Reset clears all of them. */
  readonly keys: readonly (keyof F & string)[];
  readonly empty: F;
  parse(query: string): F;
}

export const QUERY_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * The days a filter may name: wide enough for any record the product keeps, narrow enough that a day before
 * or after it (a zone's shift, the previous period of the overview) is still a date every store can hold.
 */
export const QUERY_DATE_MIN = '1900-01-01';
export const QUERY_DATE_MAX = '2999-12-31';

const isRealDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromFormat(value, QUERY_DATE_FORMAT).isValid;

/** What is wrong with a filter's day (`name` is its query key), or undefined for a real day in range. */
export function queryDateProblem(name: string, value: string): string | undefined {
  if (!isRealDay(value)) return `${name} must be a real date like 2026-01-31.`;
  if (value < QUERY_DATE_MIN || value > QUERY_DATE_MAX)
    return `${name} must be a day from ${QUERY_DATE_MIN} to ${QUERY_DATE_MAX}.`;
  return undefined;
}

export const isValidQueryDate = (value: string): boolean => queryDateProblem('date', value) === undefined;

export const DATE_RANGE_MESSAGE = 'The from date must be on or before the to date.';

/** Both dates set and the first after the second: no day can match, so the filter is refused, not run. */
export const dateRangeProblem = (from: string, to: string): string | undefined =>
  from !== '' && to !== '' && from > to ? DATE_RANGE_MESSAGE : undefined;

const params = (query: string) => new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);

const date = (p: URLSearchParams, key: string) => {
  const value = (p.get(key) ?? '').trim();
  return isValidQueryDate(value) ? value : '';
};

/** Known values only, in the fixed list's order, without repeats. */
const many = <T extends string>(p: URLSearchParams, key: string, allowed: readonly T[]): T[] => {
  const chosen = new Set((p.get(key) ?? '').split(',').map((part) => part.trim()));
  return allowed.filter((value) => chosen.has(value));
};

/**
 * Location names, without repeats or blanks, in alphabetical order (so one view has one URL): which exist is the
 * business's, so the server judges them (an unknown one is refused, naming the known ones: docs/product.md §10.29).
 */
export const locationsIn = (p: URLSearchParams, key = 'location'): Location[] =>
  [
    ...new Set(
      (p.get(key) ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ].sort((a, b) => a.localeCompare(b, 'en'));

const search = (p: URLSearchParams) => (p.get('search') ?? '').trim().toLowerCase();

const dates = (p: URLSearchParams): DateRange => ({ from: date(p, 'from'), to: date(p, 'to') });

const TYPES: readonly TransactionType[] = TRANSACTION_TYPES.map((t) => t.value);

export const CLIENT_FILTERS: FilterCodec<ClientFilters> = {
  keys: ['from', 'to', 'location', 'blockStatus', 'search'],
  empty: { from: '', to: '', location: [], blockStatus: [], search: '' },
  parse: (query) => {
    const p = params(query);
    return {
      ...dates(p),
      location: locationsIn(p),
      blockStatus: many<BlockStatus>(p, 'blockStatus', BLOCK_STATUSES),
      search: search(p),
    };
  },
};

export const POINTS_FILTERS: FilterCodec<PointsFilters> = {
  keys: ['from', 'to', 'location', 'type', 'search'],
  empty: { from: '', to: '', location: [], type: '', search: '' },
  parse: (query) => {
    const p = params(query);
    const type = (p.get('type') ?? '').trim();
    return {
      ...dates(p),
      location: locationsIn(p),
      type: TYPES.find((t) => t === type) ?? '',
      search: search(p),
    };
  },
};

export const BROADCAST_FILTERS: FilterCodec<BroadcastFilters> = {
  keys: ['from', 'to', 'search'],
  empty: { from: '', to: '', search: '' },
  parse: (query) => {
    const p = params(query);
    return { ...dates(p), search: search(p) };
  },
};

/** An exact id as typed: trimmed, never lower-cased. */
const id = (p: URLSearchParams, key: string) => (p.get(key) ?? '').trim();

export const ACTIVITY_FILTERS: FilterCodec<ActivityFilters> = {
  keys: ['from', 'to', 'action', 'adminId', 'clientId', 'search'],
  empty: { from: '', to: '', action: [], adminId: '', clientId: '', search: '' },
  parse: (query) => {
    const p = params(query);
    return {
      ...dates(p),
      action: many(p, 'action', ACTIVITY_ACTIONS),
      adminId: id(p, 'adminId'),
      clientId: id(p, 'clientId'),
      search: search(p),
    };
  },
};

type FilterValue = string | readonly string[];

const encodeValue = (key: string, value: FilterValue): string => {
  if (typeof value !== 'string') return value.join(',');
  return key === 'search' ? value.trim().toLowerCase() : value.trim();
};

// Commas stay readable in a copied URL; everything else is escaped.
const escape = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

/**
 * The query string (without `?`) for these filters: keys of `current` the list does not own are kept,
 * empty filters leave the query string, multi values are comma-joined and search is lowercased.
 */
export function toQuery(filters: object, current = ''): string {
  const owned = Object.entries(filters) as [string, FilterValue][];
  const ownedKeys = new Set(owned.map(([key]) => key));
  const kept = [...params(current).entries()].filter(([key]) => !ownedKeys.has(key));
  const set = owned
    .map(([key, value]) => [key, encodeValue(key, value)] as const)
    .filter(([, v]) => v !== '');
  return [...kept, ...set].map(([key, value]) => `${escape(key)}=${escape(value)}`).join('&');
}

/** Apply is enabled only when some filter other than the search box has a non-empty value (docs/product.md §5). */
export function canApply(draft: object): boolean {
  const { from, to } = draft as Record<string, unknown>;
  // The core refuses a reversed range with the same words (dateRangeProblem): never send one.
  if (typeof from === 'string' && typeof to === 'string' && dateRangeProblem(from, to)) return false;
  return Object.entries(draft as Record<string, unknown>).some(([key, value]) => {
    if (key === 'search') return false;
    if (Array.isArray(value)) return value.length > 0;
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** Any filter or search in force: an export's file name then says `filtered`. */
export const filtersOn = (filters: object): boolean =>
  canApply(filters) ||
  ('search' in filters && typeof filters.search === 'string' && filters.search.trim() !== '');
