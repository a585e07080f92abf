/** API keys from the console (docs/api.md, API keys): the form's own checks first, the server's after. */
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, type ApiKey, type ApiKeyScope } from '../../domain/api-keys';
import type { ApiKeyRepository } from '../ports/api-key-repository';
import { done, refused, type Outcome } from './outcome';

/** The Create key form: a name, each scope a checkbox, a location or '' (any). */
export interface ApiKeyValues {
  name: string;
  lookUp: boolean;
  book: boolean;
  location: string;
}

export type ApiKeyErrors = Partial<Record<'name' | 'book', string>>;

const scopesOf = (values: Partial<ApiKeyValues>): ApiKeyScope[] => [
  ...(values.lookUp ? (['clients:read'] as const) : []),
  ...(values.book ? (['points:write'] as const) : []),
];

export function apiKeyProblems(values: Partial<ApiKeyValues>): ApiKeyErrors {
  const errors: ApiKeyErrors = {};
  const name = (values.name ?? '').trim();
  if (name === '') errors.name = API_KEY_MESSAGES.nameRequired;
  else if (name.length > API_KEY_NAME_MAX)
    errors.name = `Name can be at most ${API_KEY_NAME_MAX} characters.`;
  // Said under the last checkbox: the scopes are one choice.
  if (scopesOf(values).length === 0) errors.book = API_KEY_MESSAGES.scopesRequired;
  return errors;
}

/** Makes the key; `made` gets it and its secret, which the console shows this once. */
export async function createApiKey(
  keys: ApiKeyRepository,
  values: Partial<ApiKeyValues>,
  made: (created: { apiKey: ApiKey; secret: string | null }) => void,
): Promise<Outcome<ApiKeyErrors>> {
  const errors = apiKeyProblems(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  const location = values.location ?? '';
  made(
    await keys.create({
      name: (values.name ?? '').trim(),
      scopes: scopesOf(values),
      location: location === '' ? null : location,
    }),
  );
  return done();
}

export async function revokeApiKey(keys: ApiKeyRepository, id: string): Promise<Outcome<string>> {
  await keys.revoke(id);
  return done();
}
