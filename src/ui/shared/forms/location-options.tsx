import { LOCATIONS } from '../../../domain/constants';

/** The two locations of docs/product.md §3, after a prompt. */
export const LOCATION_OPTIONS = (
  <>
    <option value="">Select a location</option>
    {LOCATIONS.map((location) => (
      <option key={location} value={location}>
        {location}
      </option>
    ))}
  </>
);
