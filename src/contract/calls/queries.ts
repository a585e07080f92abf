/**
 * The query parameters list calls share, typed (src/contract/fields.ts); the core's filters read them
 * (backend/filters/) and word their refusals. What each means is the document's (query-meanings.ts), kept out
 * of the app's build.
 */
import { ACTIVITY_LIMIT_MAX } from '../../domain/activity';
import { LIST_LIMIT_MAX } from '../../domain/list-order';
import { query } from '../fields';

/** The last page a list may be asked for: far past any list, small enough to stay a plain number. */
export const PAGE_MAX = 999_999;

/** The most broadcasts one page may hold. */
export const BROADCAST_LIMIT_MAX = 1000;

export const DAYS = { fromDate: query.day(), toDate: query.day() } as const;

export const DAYS_AND_SEARCH = { ...DAYS, search: query.text() } as const;

export const LOCATION = { location: query.list() } as const;

/** A page of a list that pages but does not sort (activity, broadcasts): `limit` from 1 to `max`. */
export const pageOf = (max: number) =>
  ({ page: query.whole(1, PAGE_MAX), limit: query.whole(1, max) }) as const;

export const ACTIVITY_PAGE = pageOf(ACTIVITY_LIMIT_MAX);

/**
 * The order a client or points list may be read in (docs/api.md "Paged lists"): with `page`, `limit`, `sort` or
 * `order` the call answers one page of the whole sorted list and its `total`; without any, the whole list.
 */
export const listView = <const K extends string>(sortKeys: readonly K[]) =>
  ({
    ...pageOf(LIST_LIMIT_MAX),
    sort: query.choice(sortKeys),
    order: query.choice(['asc', 'desc']),
  }) as const;

/** The zone an exported file writes its dates in. */
export const EXPORT_ZONE = { zone: query.text() } as const;
