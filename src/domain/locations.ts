/**
 * The business's locations (docs/product.md §10.29): each has a name, unique without regard to case or accents;
 * an archived one keeps its history and the filters of the past but is offered for no new entry. On the wire
 * a location is its name.
 */
import { withoutInvisible } from './invisible';

/** A location as GET admin/locations answers it. */
export interface BusinessLocation {
  _id: string;
  name: string;
  /** Archived: in no picker and refused for new entries; still in the filters (the past's entries keep it). */
  archived: boolean;
  archivedAt: string | null;
  createdAt: string;
}

/** A shop's name as a sign reads it: long enough for "Toronto – Queen Street West (Flagship)". */
export const LOCATION_NAME_MAX = 60;

/**
 * What two names are compared by: trimmed, spaces collapsed, accents and characters no one sees dropped,
 * lower-cased ("Café" = "cafe", "Oak\u200bville" = "Oakville").
 */
export const locationKey = (name: string): string =>
  withoutInvisible(name.normalize('NFD').replace(/\p{M}/gu, '')).trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether two names are one location's (any case, any accents). */
export const sameLocation = (a: string, b: string): boolean => locationKey(a) === locationKey(b);

/** The names a picker offers: the open locations only. */
export const openLocationNames = (
  locations: readonly Pick<BusinessLocation, 'name' | 'archived'>[],
): string[] => locations.filter((location) => !location.archived).map((location) => location.name);

/** The names a filter offers: every location, archived ones too (the past's entries are at them). */
export const allLocationNames = (locations: readonly Pick<BusinessLocation, 'name'>[]): string[] =>
  locations.map((location) => location.name);
