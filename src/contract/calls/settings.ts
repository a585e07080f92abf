/** The business's settings (docs/api.md, "The business's settings"): its time zone. */
import { TIME_ZONE_MAX } from '../../domain/constants';
import { answers, jsonBody, NO_BODY, type Call } from '../call';
import { body } from '../fields';
import { fields, text } from '../schema';

/** What both calls answer: the business's IANA time zone (docs/product.md §10.31). */
const SettingsAnswer = fields({ timeZone: text() });

/** Any admin: the console shows every time in the business's zone. */
export const getSettings = {
  name: 'getSettings',
  verb: 'GET',
  path: 'admin/settings',
  caller: 'admin',
  request: NO_BODY,
  answer: answers(SettingsAnswer),
} as const satisfies Call;

/** A Super Admin changes the zone; a name no zone has is refused (the core's rule). */
export const putSettings = {
  name: 'putSettings',
  verb: 'PUT',
  path: 'admin/settings',
  caller: 'super-admin',
  request: jsonBody({
    timeZone: body.text(TIME_ZONE_MAX, { description: 'An IANA time zone such as America/Toronto.' }),
  }),
  answer: answers(SettingsAnswer),
} as const satisfies Call;
