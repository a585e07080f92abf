/**
 * API keys, Super Admins only (docs/api.md, API keys): the list, a new key whose secret is answered once and
 * kept as its keyed hash, and revoking. Each change is a trail entry naming the key.
 */
import { API } from '../../contract';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  isApiKeyScope,
  type ApiKeyScope,
} from '../../domain/api-keys';
import { created, notFound, ok, refuse } from '../answers';
import { bad, described, good, maybe, text, type Field } from '../input/fields';
import { isPlausibleId } from '../input/text';
import type { ApiKeyRecord } from '../records';
import { adminRoute, withJson, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { apiKeyHash, apiKeyOnTheWire, newApiKeySecret } from '../rules/api-keys';
import { CLIENT_MESSAGES } from '../../domain/client-details';
import { LOCATION_NAME_MAX } from '../../domain/locations';
import { openLocation } from '../rules/locations';

/** One or both scopes, each once, in the contract's order. */
const scopes: Field<ApiKeyScope[]> = {
  schema: {
    type: 'array',
    items: { type: 'string', enum: [...API_KEY_SCOPES] },
    minItems: 1,
    uniqueItems: true,
    description: 'What the key may do: clients:read (look up clients), points:write (add and redeem points).',
  },
  read(value) {
    if (!Array.isArray(value) || !value.every(isApiKeyScope)) return bad(API_KEY_MESSAGES.scopeInvalid);
    if (value.length === 0) return bad(API_KEY_MESSAGES.scopesRequired);
    return good(API_KEY_SCOPES.filter((scope) => value.includes(scope)));
  },
};

const CREATE = {
  name: described(
    text({ label: 'Name', max: API_KEY_NAME_MAX, required: API_KEY_MESSAGES.nameRequired }),
    'What the key is for, e.g. "Till 1 Oakville": the trail names the key by it.',
  ),
  scopes,
  location: described(
    maybe(text({ label: 'Location', max: LOCATION_NAME_MAX, required: CLIENT_MESSAGES.location })),
    'The one location the key books points at; absent: any.',
  ),
};

const listApiKeys = adminRoute(API.listApiKeys, async ({ ports }) => {
  const keys = await ports.store.listApiKeys();
  return ok('API keys loaded.', { apiKeys: keys.map(apiKeyOnTheWire) });
});

const createApiKey = adminRoute(
  API.createApiKey,
  withJson(CREATE, async ({ ports, request, now, actor }, body) => {
    // One of the business's open locations, kept under its own name (docs/product.md §10.29).
    const open = body.location === undefined ? null : await openLocation(ports.store, body.location);
    if (open !== null && !open.ok) return refuse(400, open.message);
    const location = open === null ? null : open.name;
    const secret = newApiKeySecret(ports.generate);
    const key: ApiKeyRecord = {
      _id: ports.generate.objectId(),
      name: body.name,
      scopes: body.scopes,
      location,
      createdBy: actor.name,
      createdById: actor._id,
      createdAt: new Date(now).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
      hash: apiKeyHash(ports.generate, secret),
    };
    await ports.store.transaction(async (tx) => {
      await tx.insertApiKey(key);
      const context = { admin: actor, now, ip: request.ip };
      await tx.appendActivity(trailEntry(context, 'apikey.created', { after: key.name }));
    });
    return created(`API key ${key.name} created. Copy it now: it is not shown again.`, {
      apiKey: apiKeyOnTheWire(key),
      secret,
    });
  }),
);

const revokeApiKey = adminRoute(API.revokeApiKey, async ({ ports, request, now, actor }) => {
  const id = request.params.id ?? '';
  if (!isPlausibleId(id)) return notFound('API key', id);
  const at = new Date(now).toISOString();
  const before = await ports.store.transaction(async (tx) => {
    const found = await tx.revokeApiKey(id, at);
    if (found !== null && found.revokedAt === null) {
      const context = { admin: actor, now, ip: request.ip };
      await tx.appendActivity(trailEntry(context, 'apikey.revoked', { before: found.name }));
    }
    return found;
  });
  if (before === null) return notFound('API key', id);
  if (before.revokedAt !== null) return refuse(409, API_KEY_MESSAGES.alreadyRevoked);
  return ok(API_KEY_MESSAGES.revoked, { apiKey: apiKeyOnTheWire({ ...before, revokedAt: at }) });
});

export const apiKeyRoutes: CoreRoute[] = [listApiKeys, createApiKey, revokeApiKey];
