/** The programme as the core reads it (docs/product.md §10.28): saved, or the defaults until a Super Admin saves one. */
import type { CsvCell } from '../../domain/csv';
import {
  DEFAULT_PROGRAMME,
  LIABILITY_HEADER,
  PROGRAMME_MESSAGES,
  liabilityCents,
  type Programme,
} from '../../domain/programme';
import { bad, good, type Field } from '../input/fields';
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

/** Any JSON number; what it may be is the programme's rule to say (programmeProblem). */
const anyNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whole months, or null for off (required: null says off). */
export const expiryField: Field<number | null> = {
  schema: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  read: (value) => (value === null || anyNumber(value) ? good(value) : bad(PROGRAMME_MESSAGES.expiryMonths)),
};

/** Location name → points per dollar ({} for none). */
export const ratesField: Field<Record<string, number>> = {
  schema: { type: 'object', additionalProperties: { type: 'number', minimum: 0 } },
  read(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return bad(PROGRAMME_MESSAGES.ratesByLocation);
    const entries = Object.entries(value);
    if (!entries.every(([, rate]) => anyNumber(rate))) return bad(PROGRAMME_MESSAGES.ratesByLocation);
    return good(Object.fromEntries(entries) as Record<string, number>);
  },
};
