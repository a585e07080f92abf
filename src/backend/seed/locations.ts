/** The demo business's locations: Mississauga and Oakville, open since before the seed's first client. */
import { DEMO_LOCATIONS } from '../../domain/constants';
import type { LocationRecord } from '../records';

const DAY_MS = 86_400_000;

export const seedLocations = (anchorMs: number): LocationRecord[] =>
  DEMO_LOCATIONS.map((name, index) => ({
    _id: `64f1c0ffee00000000001${String(index + 1).padStart(3, '0')}`,
    name,
    createdAt: new Date(anchorMs - 600 * DAY_MS).toISOString(),
    archivedAt: null,
  }));
