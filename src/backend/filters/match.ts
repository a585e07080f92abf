/**
 * What each list query means, as pure predicates: the in-memory store filters with them, the SQL store
 * translates the same queries, and the contract suite pins both equal. Search is a case-insensitive LITERAL
 * substring over named fields (a typed % or _ matches itself); days are whole days of the business's zone, both ends inclusive;
 * lists are any-of, compared lower-cased.
 */
import type {
  ActivityQuery,
  BroadcastQuery,
  ClientQuery,
  DayRange,
  TrailPosition,
  TransactionQuery,
} from '../ports';
import { zoneDayBounds } from '../../domain/business-time';
import { phoneDigits } from '../../domain/phone';
import type { ActivityRecord, BroadcastRecord, ClientListRow, TransactionRecord } from '../records';

/** The phone by its digits, so a search written any way finds it (docs/product.md §10.24, clientSearchTerm). */
export const CLIENT_SEARCH_FIELDS = (c: ClientListRow): string[] => [
  c.userId,
  c.name,
  c.email,
  phoneDigits(c.phone),
];
export const TRANSACTION_SEARCH_FIELDS = (t: TransactionRecord): string[] => [
  t.transactionId,
  t.clientId,
  t.clientName,
  t.reasonOrService,
];
export const BROADCAST_SEARCH_FIELDS = (b: BroadcastRecord): string[] => [
  b.broadcastId,
  b._id,
  b.description,
];

export const ACTIVITY_SEARCH_FIELDS = (a: ActivityRecord): string[] => [
  a.clientId ?? '',
  a.clientName ?? '',
  a.broadcastText ?? '',
];

/** Each range's instants, worked out once per query, not once per row. */
const boundsOf = new WeakMap<DayRange, { start: string; end: string }>();

/**
 * Whole days of the range's zone (docs/product.md §10.31). The store's ISO UTC strings sort as text, so
 * comparing them with the days' first instants is exact and needs no date parsing per row.
 */
export const inDayRange = (iso: string, range: DayRange): boolean => {
  if (range.from === '' && range.to === '') return true;
  let bounds = boundsOf.get(range);
  if (bounds === undefined) {
    bounds = zoneDayBounds(range);
    boundsOf.set(range, bounds);
  }
  return (bounds.start === '' || iso >= bounds.start) && (bounds.end === '' || iso < bounds.end);
};

// Searched fields never change once a record exists (ids, names, reasons, descriptions), and a list is
// searched on every keystroke: each record's lower-cased text is worked out once.
const lowered = new WeakMap<object, string>();
function contains<T extends object>(row: T, fields: (row: T) => string[], search: string): boolean {
  if (search === '') return true;
  let text = lowered.get(row);
  if (text === undefined) {
    text = fields(row).join('\u0000').toLowerCase();
    lowered.set(row, text);
  }
  return text.includes(search);
}

const anyOf = (allowed: readonly string[], value: string): boolean =>
  allowed.length === 0 || allowed.includes(value.toLowerCase());

export const matchesClient = (c: ClientListRow, q: ClientQuery): boolean =>
  anyOf(q.locations, c.location) &&
  (q.statuses.length === 0 || q.statuses.includes(c.blockStatus)) &&
  inDayRange(c.joinDate, q) &&
  contains(c, CLIENT_SEARCH_FIELDS, q.search);

export const matchesTransaction = (t: TransactionRecord, q: TransactionQuery): boolean =>
  (q.type === '' || t.type === q.type) &&
  (q.clientId === '' || t.clientId === q.clientId) &&
  anyOf(q.locations, t.location) &&
  inDayRange(t.transactionDate, q) &&
  contains(t, TRANSACTION_SEARCH_FIELDS, q.search);

export const matchesBroadcast = (b: BroadcastRecord, q: BroadcastQuery): boolean =>
  inDayRange(b.bcDateTime, q) && contains(b, BROADCAST_SEARCH_FIELDS, q.search);

/** The trail's order, newest first: at desc, then seq desc (entries of one millisecond keep their order). */
export const newestFirst = (a: TrailPosition, b: TrailPosition): number =>
  a.at === b.at ? b.seq - a.seq : a.at < b.at ? 1 : -1;

export const matchesActivity = (a: ActivityRecord, q: ActivityQuery): boolean =>
  (q.after === null || newestFirst(q.after, a) < 0) &&
  (q.actions.length === 0 || q.actions.includes(a.action)) &&
  (q.adminId === '' || a.adminId === q.adminId) &&
  (q.clientId === '' || a.clientId === q.clientId) &&
  inDayRange(a.at, q) &&
  contains(a, ACTIVITY_SEARCH_FIELDS, q.search);
