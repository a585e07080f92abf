import { TOKENS } from '../../../application/tokens';
import type { BusinessLocation } from '../../../domain/locations';
import { useResource, type Resource } from './useResource';
import { useService } from './useService';

/**
 * The business's locations, read afresh wherever a picker or filter offers them (docs/product.md §10.29).
 * `wanted` false reads none (a list without a location filter).
 */
export function useLocations(wanted = true): Resource<BusinessLocation[]> {
  const locations = useService(TOKENS.Locations);
  return useResource(wanted ? 'locations' : 'none', (signal) =>
    wanted ? locations.list(signal) : Promise.resolve([]),
  );
}
