/** The business's locations (docs/api.md, Locations): any admin reads them, a Super Admin changes them. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { LOCATION_NAME_MAX } from '../../domain/locations';
import { body } from '../fields';
import { LocationSchema } from '../shapes';
import { fields, listOf } from '../schema';

const LocationAnswer = fields({ location: LocationSchema });

/** A location's name, new or changed: unique without regard to case or accents (the core's rule). */
const NAMED = jsonBody({ name: body.text(LOCATION_NAME_MAX) });

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
  request: NAMED,
  answer: answers(LocationAnswer, 201),
} as const satisfies Call;

export const renameLocation = {
  name: 'renameLocation',
  verb: 'PUT',
  path: 'admin/locations/:id',
  caller: 'super-admin',
  request: NAMED,
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
