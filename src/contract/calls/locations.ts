/** The business's locations (docs/api.md, Locations): any admin reads them, a Super Admin changes them. */
import { JSON_BODY, answers, NO_BODY, type Call } from '../call';
import { LocationSchema } from '../shapes';
import { fields, listOf } from '../schema';

const LocationAnswer = fields({ location: LocationSchema });

export const listLocations = {
  name: 'listLocations',
  verb: 'GET',
  path: 'admin/locations',
  caller: 'admin',
  request: NO_BODY,
  answer: answers(fields({ locations: listOf(LocationSchema) })),
} as const satisfies Call;

export const addLocation = {
  name: 'addLocation',
  verb: 'POST',
  path: 'admin/locations',
  caller: 'super-admin',
  request: JSON_BODY,
  answer: answers(LocationAnswer, 201),
} as const satisfies Call;

export const renameLocation = {
  name: 'renameLocation',
  verb: 'PUT',
  path: 'admin/locations/:id',
  caller: 'super-admin',
  request: JSON_BODY,
  answer: answers(LocationAnswer),
} as const satisfies Call;

export const archiveLocation = {
  name: 'archiveLocation',
  verb: 'POST',
  path: 'admin/locations/:id/archive',
  caller: 'super-admin',
  request: NO_BODY,
  answer: answers(LocationAnswer),
} as const satisfies Call;
