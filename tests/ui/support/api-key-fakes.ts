/** A fake ApiKeyRepository for the Settings page's tests: the keys given, nothing made or revoked. */
import { vi } from 'vitest';
import type { ApiKeyRepository } from '../../../src/application/ports/api-key-repository';
import type { ApiKey } from '../../../src/domain/api-keys';

export const fakeApiKeys = (keys: ApiKey[] = []): ApiKeyRepository => ({
  list: vi.fn(async () => keys),
  create: vi.fn(async () => Promise.reject(new Error('not made in this test'))),
  revoke: vi.fn(async () => Promise.reject(new Error('not revoked in this test'))),
});
