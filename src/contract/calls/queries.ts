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
