/** The query parameters list calls share, with their meaning (the core parses them: backend/filters/). */
export const DAYS_AND_SEARCH = {
  fromDate: 'First day, yyyy-MM-dd.',
  toDate: 'Last day, yyyy-MM-dd.',
  search: 'Text to look for.',
} as const;

export const LOCATION = { location: 'Locations, comma-joined (Mississauga, Oakville).' } as const;

export const PAGE = {
  page: 'The page, from 1.',
  limit: 'Entries per page; without it, every match.',
} as const;

/**
 * The order a client or points list may be read in (docs/api.md "Paged lists"): with `page`, `limit`, `sort` or
 * `order` the call answers one page of the whole sorted list and its `total`; without any, the whole list.
 */
export const LIST_VIEW = {
  page: 'The page, from 1 (a paged read).',
  limit: 'Entries per page, 1–100 (a paged read; 7 when absent).',
  sort: 'The column the whole list is sorted by (a paged read).',
  order: 'asc or desc (a paged read).',
} as const;

/** The zone an exported file writes its dates in. */
export const EXPORT_ZONE = { zone: 'An IANA time zone such as America/Toronto; UTC when absent.' } as const;
