/** The typed queries of store.port.ts, parsed from what a list call sends. Stores only match them. */
import { BROADCAST_LIMIT_MAX } from '../../contract/calls/queries';
import { BLOCK_STATUSES, TRANSACTION_TYPES } from '../../domain/constants';
import { namesInWords } from '../../domain/location-names';
import { clientSearchTerm } from '../../domain/phone';
import type { StoreReads } from '../ports';
import { businessLocations, filterKeys } from '../rules/locations';
import { bad, good, type Read } from '../input/fields';
import type { BroadcastQuery, ClientQuery, DayRange, TransactionQuery } from '../ports';
import { readDayRange, readId, readLimit, readList, readPageNumber, readSearch, type Query } from './params';

const TYPES = [...TRANSACTION_TYPES.map((t) => t.value), ''] as const;
/** "add, redeem, opening, reversal or expiry": every kind the ledger has, as the refusal names them. */
const TYPE_WORDS = namesInWords(TRANSACTION_TYPES.map((t) => t.value));

// Which parameters each list reads is the contract's `query` (src/contract); any other is refused there.

/** What every list reads: whole days of the business's `zone` and a search. */
export function readDaysAndSearch(query: Query, zone: string): Read<DayRange & { search: string }> {
  const range = readDayRange(query, zone);
  if (!range.ok) return range;
  const search = readSearch(query);
  return search.ok ? good({ ...range.value, search: search.value }) : search;
}

/** `location`: location names (any case), comma-joined; which exist is judged by `locationFilterProblem`. */
export const readLocations = (query: Query): Read<string[]> => readList(query, 'location');

/**
 * An unknown location in a filter is refused like a bad status, naming the known ones. Archived locations are
 * known: the past's entries are at them (docs/product.md §10.29). The store is read only when a filter names one.
 */
export async function locationFilterProblem(
  store: Pick<StoreReads, 'listLocations'>,
  keys: readonly string[],
): Promise<string | undefined> {
  if (keys.length === 0) return undefined;
  const locations = await businessLocations(store);
  const known = filterKeys(locations);
  return keys.every((key) => known.includes(key))
    ? undefined
    : `location must be ${namesInWords(locations.map((location) => location.name))}.`;
}

export function parseClientQuery(query: Query, zone: string): Read<ClientQuery> {
  const base = readDaysAndSearch(query, zone);
  if (!base.ok) return base;
  const locations = readLocations(query);
  if (!locations.ok) return locations;
  const statuses = readList(query, 'blockStatus');
  if (!statuses.ok) return statuses;
  const known = BLOCK_STATUSES.filter((status) => statuses.value.includes(status.toLowerCase()));
  if (known.length !== new Set(statuses.value).size) return bad('blockStatus must be Active or Blocked.');
  // A search written like a phone number looks for its digits (docs/product.md §10.24).
  const search = clientSearchTerm(base.value.search);
  return good({ ...base.value, search, locations: locations.value, statuses: known });
}

export function parseTransactionQuery(query: Query, zone: string): Read<TransactionQuery> {
  const base = readDaysAndSearch(query, zone);
  if (!base.ok) return base;
  const locations = readLocations(query);
  if (!locations.ok) return locations;
  const type = TYPES.find((t) => t === query('type').trim().toLowerCase());
  if (type === undefined) return bad(`The type must be ${TYPE_WORDS}.`);
  const clientId = readId(query, 'clientId');
  if (!clientId.ok) return clientId;
  // As the trail's filter reads it: client ids are upper-case (LL100024).
  return good({ ...base.value, locations: locations.value, type, clientId: clientId.value.toUpperCase() });
}

/** `limit` (1–1000) turns on server-side paging, `page` (from 1) picks one; without `limit`, every match. */
function readPage(query: Query): Read<BroadcastQuery['page']> {
  const number = readPageNumber(query);
  if (!number.ok) return number;
  const size = readLimit(query, BROADCAST_LIMIT_MAX);
  if (!size.ok) return size;
  return good(size.value === null ? null : { number: number.value, size: size.value });
}

export function parseBroadcastQuery(query: Query, zone: string): Read<BroadcastQuery> {
  const base = readDaysAndSearch(query, zone);
  if (!base.ok) return base;
  const page = readPage(query);
  return page.ok ? good({ ...base.value, page: page.value }) : page;
}
