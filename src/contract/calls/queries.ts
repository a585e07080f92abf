/**
 * The query parameters list calls share, by name (the core parses them: backend/filters/). What each means is
 * the document's (query-meanings.ts), kept out of the app's build.
 */
export const DAYS_AND_SEARCH = ['fromDate', 'toDate', 'search'] as const;

export const LOCATION = ['location'] as const;

export const PAGE = ['page', 'limit'] as const;

/**
 * The order a client or points list may be read in (docs/api.md "Paged lists"): with `page`, `limit`, `sort` or
 * `order` the call answers one page of the whole sorted list and its `total`; without any, the whole list.
 */
export const LIST_VIEW = ['page', 'limit', 'sort', 'order'] as const;

/** The zone an exported file writes its dates in. */
export const EXPORT_ZONE = ['zone'] as const;
