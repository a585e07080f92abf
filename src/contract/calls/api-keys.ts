/** API keys, Super Admins only (docs/api.md, API keys): the list, a new key (its secret answered once), revoking. */
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../../domain/api-keys';
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { body } from '../fields';
import { LOCATION_NAME_MAX } from '../../domain/locations';
import { ApiKeySchema } from '../shapes';
import { absent, fields, listOf, secretText } from '../schema';

export const listApiKeys = {
  name: 'listApiKeys',
  verb: 'GET',
  path: 'admin/api-keys',
  caller: 'super-admin',
  request: NO_BODY,
  answer: answers(fields({ apiKeys: listOf(ApiKeySchema) })),
} as const satisfies Call;

/**
 * The answer's `secret` is the key itself, this once: the store keeps only its keyed hash. A replay of the
 * request (the same Idempotency-Key) answers the record without it.
 */
export const createApiKey = {
  name: 'createApiKey',
  verb: 'POST',
  path: 'admin/api-keys',
  caller: 'super-admin',
  request: jsonBody({
    name: body.text(API_KEY_NAME_MAX, {
      description: 'What the key is for, e.g. "Till 1 Oakville": the trail names the key by it.',
    }),
    scopes: body.names(API_KEY_SCOPES, {
      description:
        'What the key may do: clients:read (look up clients), points:write (add and redeem points).',
    }),
    location: body.text(LOCATION_NAME_MAX, {
      optional: true,
      description: 'The one location the key books points at; absent: any.',
    }),
  }),
  answer: answers(fields({ apiKey: ApiKeySchema, secret: absent(secretText()) }), 201),
} as const satisfies Call;

/** Ends the key at once, on every server process: its next call is refused with 401. */
export const revokeApiKey = {
  name: 'revokeApiKey',
  verb: 'POST',
  path: 'admin/api-keys/:id/revoke',
  caller: 'super-admin',
  request: NO_BODY,
  answer: answers(fields({ apiKey: ApiKeySchema })),
} as const satisfies Call;
