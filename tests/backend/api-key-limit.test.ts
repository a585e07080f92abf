/** Each API key has its own limit of calls a minute, counted in the store (docs/api.md, API keys). */
import { describe, expect, it } from 'vitest';
import { API_KEY_CALLS_PER_MINUTE } from '../../src/domain/api-keys';
import { API_KEY_WINDOW_MS } from '../../src/backend/rules/api-keys';
import { coreUnderTest, json, type CoreUnderTest } from './support/core';

const CLIENT = 'admin/view-client/:id';
const params = { id: 'LL100001' };

async function newKey(core: CoreUnderTest, bearer: string, name: string): Promise<string> {
  const body = json({ name, scopes: ['clients:read'] });
  const made = await core.call('POST', 'admin/api-keys', { bearer, body });
  expect(made.status).toBe(201);
  return String(made.body.secret);
}

describe('the limit of an API key', () => {
  it('past its calls a minute a key is refused with 429 and Retry-After; another key is not; the next minute it is let in', async () => {
    const core = coreUnderTest();
    const admin = await core.signIn();
    const [till, other] = [await newKey(core, admin, 'Till 1'), await newKey(core, admin, 'Till 2')];
    for (let i = 0; i < API_KEY_CALLS_PER_MINUTE; i += 1)
      expect((await core.call('GET', CLIENT, { bearer: till, params })).status).toBe(200);
    const refused = await core.call('GET', CLIENT, { bearer: till, params });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many calls with this API key\. Please wait \d+ seconds/);
    expect(refused.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect((await core.call('GET', CLIENT, { bearer: other, params })).status).toBe(200);
    expect((await core.call('GET', CLIENT, { bearer: admin, params })).status).toBe(200);
    core.clock.advance(API_KEY_WINDOW_MS);
    expect((await core.call('GET', CLIENT, { bearer: till, params })).status).toBe(200);
  });
});
