/**
 * API keys, Super Admins only (docs/api.md, API keys): the list, a new key whose secret is answered once and
 * kept as its keyed hash, and revoking. Each change is a trail entry naming the key.
 */
import { API } from '../../contract';
import { API_KEY_MESSAGES, API_KEY_SCOPES, isApiKeyScope, type ApiKeyScope } from '../../domain/api-keys';
import { created, notFound, ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { ApiKeyRecord } from '../records';
import { adminRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { apiKeyHash, apiKeyOnTheWire, newApiKeySecret } from '../rules/api-keys';
import { CLIENT_MESSAGES } from '../../domain/client-details';
import { openLocation } from '../rules/locations';

/** One or both scopes, each once, in the contract's order; or why not. */
function scopesOf(sent: string[]): { scopes: ApiKeyScope[] } | { refusal: string } {
  if (!sent.every(isApiKeyScope)) return { refusal: API_KEY_MESSAGES.scopeInvalid };
  if (sent.length === 0) return { refusal: API_KEY_MESSAGES.scopesRequired };
  return { scopes: API_KEY_SCOPES.filter((scope) => sent.includes(scope)) };
}

const CREATE: Words<typeof API.createApiKey> = {
  name: { label: 'Name', required: API_KEY_MESSAGES.nameRequired },
  scopes: { invalid: API_KEY_MESSAGES.scopeInvalid },
  location: { label: 'Location', required: CLIENT_MESSAGES.location },
};

const listApiKeys = adminRoute(API.listApiKeys, async ({ ports }) => {
  const keys = await ports.store.listApiKeys();
  return ok(API.listApiKeys, 'API keys loaded.', { apiKeys: keys.map(apiKeyOnTheWire) });
});

const createApiKey = adminRoute(
  API.createApiKey,
  withBody(API.createApiKey, CREATE, async ({ ports, request, now, actor }, body) => {
    const chosen = scopesOf(body.scopes);
    if ('refusal' in chosen) return refuse(400, chosen.refusal);
    // One of the business's open locations, kept under its own name (docs/product.md §10.29).
    const open = body.location === undefined ? null : await openLocation(ports.store, body.location);
    if (open !== null && !open.ok) return refuse(400, open.message);
    const location = open === null ? null : open.name;
    const secret = newApiKeySecret(ports.generate);
    const key: ApiKeyRecord = {
      _id: ports.generate.objectId(),
      name: body.name,
      scopes: chosen.scopes,
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
    return created(API.createApiKey, `API key ${key.name} created. Copy it now: it is not shown again.`, {
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
  return ok(API.revokeApiKey, API_KEY_MESSAGES.revoked, {
    apiKey: apiKeyOnTheWire({ ...before, revokedAt: at }),
  });
});

export const apiKeyRoutes: CoreRoute[] = [listApiKeys, createApiKey, revokeApiKey];
