/** The business's locations as the UI's repository answers them: the demo's two, open, unless told otherwise. */
import { vi } from 'vitest';
import type { LocationRepository } from '../../../src/application/ports/location-repository';
import type { BusinessLocation } from '../../../src/domain/locations';

export const businessLocation = (name: string, over: Partial<BusinessLocation> = {}): BusinessLocation => ({
  _id: `loc-${name.toLowerCase()}`,
  name,
  archived: false,
  archivedAt: null,
  createdAt: '2025-01-02T09:00:00.000Z',
  ...over,
});

export const DEMO_BUSINESS_LOCATIONS: readonly BusinessLocation[] = [
  businessLocation('Mississauga'),
  businessLocation('Oakville'),
];

export function fakeLocations(locations: readonly BusinessLocation[] = DEMO_BUSINESS_LOCATIONS) {
  return {
    list: vi.fn<LocationRepository['list']>(async () => [...locations]),
    add: vi.fn<LocationRepository['add']>(async (name) => businessLocation(name)),
    rename: vi.fn<LocationRepository['rename']>(async (id, name) => businessLocation(name, { _id: id })),
    archive: vi.fn<LocationRepository['archive']>(async (id) =>
      businessLocation(locations.find((l) => l._id === id)?.name ?? id, {
        _id: id,
        archived: true,
        archivedAt: '2026-01-02T09:00:00.000Z',
      }),
    ),
  } satisfies LocationRepository;
}
