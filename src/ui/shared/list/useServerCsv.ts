import { useBusinessZone } from '../zone/business-zone-context';
import type { Download } from '../export/save-file';

/**
 * Export CSV for a list the server pages: the server writes the whole filtered list (docs/product.md §10.18),
 * never the pages this browser happened to load, its times in the business's zone as the list shows them
 * (docs/product.md §10.31; '' lets the server use the zone it keeps).
 */
export function useServerCsv(make: (zone: string) => Promise<Download>) {
  const { zone } = useBusinessZone();
  return { ready: true, make: () => make(zone ?? '') };
}
