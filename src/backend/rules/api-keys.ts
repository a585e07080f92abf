/**
 * API keys (docs/api.md, API keys; docs/security.md, "API keys"): a secret of its own prefix, kept only as its
 * keyed hash like reset tokens and codes, judged on every call against the store (a revoked key is refused at
 * its next call on every process: nothing about a key is remembered between calls), counted per key.
 */
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  apiKeyActorName,
  type ApiKey,
  type ApiKeyScope,
} from '../../domain/api-keys';
import { sameLocation } from '../../domain/locations';
import { refuse } from '../answers';
import { TOKEN_MAX } from '../input/text';
import type { BackendPorts, Generator } from '../ports';
import type { AccountRecord, ApiKeyRecord } from '../records';
import type { JsonAnswer } from '../wire';

export const API_KEY_WINDOW_MS = 60_000;
/** A key's "last used" is written at most once a minute: the list is that near the truth, calls stay reads. */
export const API_KEY_LAST_USED_STEP_MS = 60_000;

/** A bearer of the key's shape is judged as a key, and only as one (never as a session's token). */
export const isKeyShaped = (bearer: string | null): bearer is string =>
  bearer !== null && bearer.startsWith(API_KEY_PREFIX);

export const newApiKeySecret = (generate: Generator): string => `${API_KEY_PREFIX}${generate.token()}`;

export const apiKeyHash = (generate: Generator, secret: string): string =>
  generate.opaqueId(`api-key:${secret}`);

/** What the list and the answers show of a key: everything but its hash. */
export const apiKeyOnTheWire = ({ hash: _hash, ...key }: ApiKeyRecord): ApiKey => key;

/**
 * Whom a key's call acts as: an actor named for the key ("API key Till 1 Oakville") under the key's id, so the
 * trail, the ledger and the Idempotency-Keys name the key and never an admin. It holds no password, no
 * session and no role an admin call admits.
 */
export const keyActor = (key: ApiKeyRecord): AccountRecord => ({
  _id: key._id,
  kind: 'admin',
  name: apiKeyActorName(key.name),
  email: '',
  passwordHash: '',
  image: '',
  role: 'API key',
  location: key.location ?? '',
  createdAt: key.createdAt,
  verified: true,
  active: key.revokedAt === null,
  lastSignInAt: null,
});

const tooMany = (waitMs: number): JsonAnswer => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    ...refuse(429, `Too many calls with this API key. Please wait ${seconds} seconds and try again.`),
    headers: { 'Retry-After': String(seconds) },
  };
};

/**
 * The key a call's bearer names, alive, within its calls a minute and holding `scope`; otherwise the
 * refusal: 401 for a key unknown or revoked, 429 past its limit, 403 without the scope.
 */
export async function keyAdmission(
  ports: BackendPorts,
  bearer: string,
  scope: ApiKeyScope,
  now: number,
): Promise<ApiKeyRecord | JsonAnswer> {
  if (bearer.length > TOKEN_MAX) return refuse(401, API_KEY_MESSAGES.invalid);
  const used = await ports.store.useApiKey({
    hash: apiKeyHash(ports.generate, bearer),
    nowMs: now,
    windowMs: API_KEY_WINDOW_MS,
    at: new Date(now).toISOString(),
    touchBefore: new Date(now - API_KEY_LAST_USED_STEP_MS).toISOString(),
  });
  if (used === null || used.key.revokedAt !== null) return refuse(401, API_KEY_MESSAGES.invalid);
  if (used.hits > API_KEY_CALLS_PER_MINUTE) return tooMany(used.windowEndsMs - now);
  if (!used.key.scopes.includes(scope)) return refuse(403, API_KEY_MESSAGES.outOfScope(scope));
  return used.key;
}

/**
 * A key of one location books and redeems there only (docs/api.md, API keys): the 403 when the call names
 * another location, else null. A call that names none is left to book at the key's own.
 */
export function keyElsewhereRefusal(
  apiKey: ApiKeyRecord | null,
  named: string | undefined,
): JsonAnswer | null {
  const at = apiKey?.location ?? null;
  if (at === null || named === undefined || sameLocation(named, at)) return null;
  return refuse(403, API_KEY_MESSAGES.elsewhere(at));
}
