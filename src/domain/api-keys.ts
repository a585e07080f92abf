/**
 * API keys (docs/product.md §10.26): a till or another system acts with a key a Super Admin made, within its
 * scopes and, if it names one, at one location. The core judges them; the console names them the same way.
 */
export const API_KEY_SCOPES = ['clients:read', 'points:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** How the console names each scope (the Create key form's checkboxes, the list). */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'clients:read': 'Look up clients',
  'points:write': 'Book points',
};

/** Every key starts so: a bearer that does is judged as a key, never as an admin's session token. */
export const API_KEY_PREFIX = 'll_live_';

export const API_KEY_NAME_MAX = 100;

/** A key's calls a minute, counted per key in the store (every server process counts together). */
export const API_KEY_CALLS_PER_MINUTE = 600;

export interface ApiKey {
  _id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The one location the key books at, or null (any). */
  location: string | null;
  createdBy: string;
  createdById: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  location: string | null;
}

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly unknown[]).includes(value);

/** The actor a key's changes are written under, in the trail and the ledger: "API key Till 1 Oakville". */
export const apiKeyActorName = (name: string): string => `API key ${name}`;

/**
 * The key's own name as an entry the key booked recorded it ("Till 1 Oakville" from "API key Till 1 Oakville").
 * Only for an entry that names its key by `apiKeyId`: an actor's name never tells a key from an admin, whose
 * own name may begin the same way (docs/product.md §10.26).
 */
export const apiKeyNameOfActor = (actor: string): string => {
  const prefix = apiKeyActorName('');
  return actor.startsWith(prefix) ? actor.slice(prefix.length) : actor;
};

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  scopesRequired: 'Choose at least one scope',
  scopeInvalid: `scopes must be a list of ${API_KEY_SCOPES.join(', ')}.`,
  invalid: 'This API key is not valid: it was revoked or never existed.',
  notAllowed: 'An API key cannot make this call.',
  outOfScope: (scope: ApiKeyScope) => `This API key may not do this: it needs the ${scope} scope.`,
  elsewhere: (location: string) => `This API key books points at ${location} only.`,
  revoked: 'API key revoked.',
  alreadyRevoked: 'This API key was revoked already.',
} as const;
