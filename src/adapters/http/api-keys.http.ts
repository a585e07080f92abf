import { API } from '../../contract';
import type { ApiKeyRepository } from '../../application/ports/api-key-repository';
import { callTo } from './contract-call';
import type { ApiClient } from './api-call';

/** The API key calls under admin/api-keys (docs/api.md, API keys). */
export function createHttpApiKeys(api: ApiClient): ApiKeyRepository {
  return {
    list: async (signal) => (await api.send({ ...callTo(API.listApiKeys), signal })).apiKeys,
    async create({ name, scopes, location }) {
      const payload = { name, scopes, ...(location === null ? {} : { location }) };
      const { apiKey, secret } = await api.send({ ...callTo(API.createApiKey), payload });
      return { apiKey, secret: secret ?? null };
    },
    revoke: async (id) => (await api.send({ ...callTo(API.revokeApiKey, { id }) })).apiKey,
  };
}
