import { API } from '../../contract';
import type { LocationRepository } from '../../application/ports/location-repository';
import { callTo } from './contract-call';
import type { ApiClient } from './api-call';

/** The location calls under admin/locations (docs/api.md, Locations). */
export function createHttpLocations(api: ApiClient): LocationRepository {
  return {
    list: async (signal) => (await api.send({ ...callTo(API.listLocations), signal })).locations,
    add: async (name) => (await api.send(callTo(API.addLocation, {}, { name }))).location,
    rename: async (id, name) => (await api.send(callTo(API.renameLocation, { id }, { name }))).location,
    archive: async (id) => (await api.send({ ...callTo(API.archiveLocation, { id }) })).location,
  };
}
