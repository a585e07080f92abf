import type { ApiKey, NewApiKey } from '../../domain/api-keys';

/** API keys, for Super Admins (docs/api.md, API keys). A new key's secret is answered this once. */
export interface ApiKeyRepository {
  list(signal?: AbortSignal): Promise<ApiKey[]>;
  create(key: NewApiKey): Promise<{ apiKey: ApiKey; secret: string }>;
  revoke(id: string): Promise<ApiKey>;
}
