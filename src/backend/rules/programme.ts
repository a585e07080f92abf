/** The programme as the core reads it (docs/product.md §10.28): saved, or the defaults until a Super Admin saves one. */
import type { CsvCell } from '../../domain/csv';
import { DEFAULT_PROGRAMME, LIABILITY_HEADER, liabilityCents, type Programme } from '../../domain/programme';
import type { StoreReads } from '../ports';

export const programmeOf = async (store: Pick<StoreReads, 'programme'>): Promise<Programme> =>
  (await store.programme()) ?? DEFAULT_PROGRAMME;

/** The clients file's last column: what the programme owes each client, in dollars with cents ("12.34"). */
export const liabilityColumn = (programme: Programme) => ({
  header: [LIABILITY_HEADER],
  cells: (client: { points: number }): CsvCell[] => [
    (liabilityCents(client.points, programme) / 100).toFixed(2),
  ],
});
