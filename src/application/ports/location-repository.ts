import type { BusinessLocation } from '../../domain/locations';

/**
 * The business's locations (docs/api.md, Locations): any admin lists them (every picker and filter reads
 * them); a Super Admin adds, renames and archives them. Each change answers the location as it now is.
 */
export interface LocationRepository {
  list(signal?: AbortSignal): Promise<BusinessLocation[]>;
  add(name: string): Promise<BusinessLocation>;
  rename(id: string, name: string): Promise<BusinessLocation>;
  archive(id: string): Promise<BusinessLocation>;
}
