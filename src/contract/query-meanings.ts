/**
 * What each query parameter means, for the OpenAPI document only (openapi.ts): the calls name the parameters
 * they read, and the app's build, which reads the calls, does not carry this prose (docs/performance.md,
 * "Bundle budgets"). One meaning per name, whichever call reads it.
 */
export const QUERY_MEANINGS: Readonly<Record<string, string>> = {
  fromDate: 'First day, yyyy-MM-dd.',
  toDate: 'Last day, yyyy-MM-dd.',
  search: 'Text to look for.',
  location: "Locations by name, comma-joined (the business's own: GET admin/locations).",
  blockStatus: 'Active, Blocked or both, comma-joined.',
  type: 'One kind: add, redeem, opening, reversal or expiry.',
  action: 'Trail actions such as points.added, comma-joined.',
  adminId: 'The acting admin’s id.',
  clientId: "The client's id.",

  page: 'The page, from 1 (on the client and points lists, a paged read).',
  limit:
    'Entries per page; without it, every match (on the client and points lists: 1–100, 7 when page, sort or order is given).',
  sort: 'The column the whole list is sorted by (a paged read).',
  order: 'asc or desc (a paged read).',
  zone: "An IANA time zone such as America/Toronto to write the file's times in; the business's zone when absent.",
  dryRun: 'true: judge every row and write nothing.',
  archived: 'true: the archived rewards too, after the active ones.',
  mapping:
    'A JSON array, one entry per column of the file: the field it fills (name, firstName, lastName, email, phone, location, points, joinDate, notes, status) or "" to leave it out. Without it, the header names the columns (the template’s, Square’s and Shopify’s names are recognised).',
  update:
    'true: a row whose email, else phone, is a client’s changes that client’s mapped fields (name, email, phone, location, notes) instead of being skipped.',
  token: "The unsubscribe link's token, as the email gives it.",
};
