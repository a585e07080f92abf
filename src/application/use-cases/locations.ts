/** The business's locations from Settings (docs/product.md §10.29): the form's own check first, the server's after. */
import { type BusinessLocation } from '../../domain/locations';
import { locationNameProblem, tidyLocationName } from '../../domain/location-names';
import type { LocationRepository } from '../ports/location-repository';
import { done, refused, type Outcome } from './outcome';

export interface LocationNameValues {
  name?: string;
}

export type LocationNameErrors = Partial<Record<keyof LocationNameValues, string>>;

/** A name's problem among the others (every location but the one renamed). */
export function locationNameErrors(
  values: LocationNameValues,
  others: readonly BusinessLocation[],
): LocationNameErrors {
  const problem = locationNameProblem(values.name ?? '', others);
  return problem ? { name: problem } : {};
}

export async function addLocation(
  locations: LocationRepository,
  values: LocationNameValues,
  others: readonly BusinessLocation[],
): Promise<Outcome<LocationNameErrors>> {
  const errors = locationNameErrors(values, others);
  if (errors.name) return refused(errors);
  await locations.add(tidyLocationName(values.name ?? ''));
  return done();
}

export async function renameLocation(
  locations: LocationRepository,
  target: BusinessLocation,
  values: LocationNameValues,
  all: readonly BusinessLocation[],
): Promise<Outcome<LocationNameErrors>> {
  const errors = locationNameErrors(
    values,
    all.filter((location) => location._id !== target._id),
  );
  if (errors.name) return refused(errors);
  await locations.rename(target._id, tidyLocationName(values.name ?? ''));
  return done();
}

export async function archiveLocation(
  locations: LocationRepository,
  target: BusinessLocation,
): Promise<Outcome<string>> {
  await locations.archive(target._id);
  return done();
}
