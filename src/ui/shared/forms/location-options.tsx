import { openLocationNames, type BusinessLocation } from '../../../domain/locations';

/**
 * A location select's options after a prompt: the open locations, and `keep` (the record's own, archived
 * or not) so a form that changes something else need not move it (docs/product.md §10.29).
 */
export function LocationOptions({
  locations,
  keep = '',
}: {
  locations: readonly BusinessLocation[] | undefined;
  keep?: string;
}) {
  const open = openLocationNames(locations ?? []);
  const names = keep !== '' && !open.includes(keep) ? [...open, keep] : open;
  return (
    <>
      <option value="">{locations === undefined ? 'Loading locations…' : 'Select a location'}</option>
      {names.map((location) => (
        <option key={location} value={location}>
          {location}
        </option>
      ))}
    </>
  );
}
