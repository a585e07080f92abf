/**
 * The business's locations as every call that offers or accepts one reads them (docs/product.md §10.29): a new
 * entry (enrolment, import, add, redeem, an admin's location) must name an open one; a filter may name any,
 * archived ones too. Matched without regard to case or accents; kept under the location's own name.
 */
import { type BusinessLocation } from '../../domain/locations';
import {
  locationMatching,
  openLocationNamed,
  tidyLocationName,
  type LocationJudgement,
} from '../../domain/location-names';
import type { StoreReads, StoreTx } from '../ports';
import type { LocationRecord } from '../records';
import { locationWire } from '../wire-shapes';

/** A location as the wire has it. */
export const locationOnWire = (record: LocationRecord): BusinessLocation =>
  locationWire({ ...record, archived: record.archivedAt !== null });

export async function businessLocations(
  store: Pick<StoreReads, 'listLocations'>,
): Promise<BusinessLocation[]> {
  return (await store.listLocations()).map(locationOnWire);
}

/** The open location `typed` names, as its own name, or the words that refuse it. */
export async function openLocation(
  store: Pick<StoreReads, 'listLocations'>,
  typed: string,
): Promise<LocationJudgement> {
  return openLocationNamed(await businessLocations(store), typed);
}

/** The locations as a filter matches them (store.port.ts: lower-cased names), or the names it may use. */
export const filterKeys = (locations: readonly BusinessLocation[]): string[] =>
  locations.map((location) => location.name.toLowerCase());

/**
 * The location a new business's admin is at (setup, or the server's create-admin command): the one matching
 * `typed` (any case, any accents), or a new one of that name, added here. Answers its name.
 */
export async function keptOrAddedLocation(
  tx: Pick<StoreTx, 'lockLocations' | 'insertLocation'>,
  typed: string,
  fresh: { _id: string; createdAt: string },
): Promise<string> {
  const name = tidyLocationName(typed);
  const known = locationMatching(await tx.lockLocations(), name);
  if (known !== undefined) return known.name;
  await tx.insertLocation({ ...fresh, name, archivedAt: null });
  return name;
}
