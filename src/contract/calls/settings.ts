/** The business's settings (docs/api.md, "The business's settings"): its time zone. */
import { answers, JSON_BODY, NO_BODY, type Call } from '../call';
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

/** The body's field (timeZone) is declared by the core's handler (handlers/settings.ts). */
export const putSettings = {
  name: 'putSettings',
  verb: 'PUT',
  path: 'admin/settings',
  caller: 'super-admin',
  request: JSON_BODY,
  answer: answers(SettingsAnswer),
} as const satisfies Call;
