import type { Download } from '../export/save-file';

/** The admin's own time zone: the server writes the file's dates and name in it, as the list shows them. */
const adminZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Export CSV for a list the server pages: the server writes the whole filtered list (docs/product.md §10.18),
 * never the pages this browser happened to load.
 */
export function useServerCsv(make: (zone: string) => Promise<Download>) {
  return { ready: true, make: () => make(adminZone()) };
}
