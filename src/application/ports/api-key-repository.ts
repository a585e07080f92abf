import type { ApiKey, NewApiKey } from '../../domain/api-keys';

/**
 * API keys, for Super Admins (docs/api.md, API keys). A new key's secret is answered this once: null when the
 * answer was a replay of a request whose first answer was lost (the key exists; nobody can show it again).
 */
export interface ApiKeyRepository {
  list(signal?: AbortSignal): Promise<ApiKey[]>;
  create(key: NewApiKey): Promise<{ apiKey: ApiKey; secret: string | null }>;
  revoke(id: string): Promise<ApiKey>;
}
