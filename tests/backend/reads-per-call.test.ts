/**
 * GET one client reads the session and the client in one store read (one round trip on a server), and the
 * core still judges the session before it answers anything of the client.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStore } from '../../src/adapters/mirage/db/memory-store';
import { coreUnderTest, type CoreUnderTest } from './support/core';

/** The store, counting each read it is asked for by name. */
function counting(reads: string[]) {
  return (store: MemoryStore): MemoryStore =>
    new Proxy(store, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function' || typeof name !== 'string') return value;
        return (...args: unknown[]) => {
          reads.push(name);
          return Reflect.apply(value, target, args);
        };
      },
    });
}

let reads: string[];
let core: CoreUnderTest;
let token: string;
beforeEach(async () => {
  reads = [];
  core = coreUnderTest({ store: counting(reads) });
  token = await core.signIn();
  reads.length = 0;
});

const getClient = (id: string, bearer: string | null = token) =>
  core.call('GET', 'admin/view-client/:id', { params: { id }, bearer });

describe('GET one client', () => {
  it('reads the session and the client in one store read', async () => {
    const answer = await getClient('LL100001');
    expect(answer).toMatchObject({ status: 200, body: { userId: 'LL100001' } });
    expect(reads).toEqual(['sessionAccountWithClient']);
  });

  it('an unknown client is a 404 after the same one read', async () => {
    expect((await getClient('LL999999')).status).toBe(404);
    expect(reads).toEqual(['sessionAccountWithClient']);
  });

  it('an ended session gets 401 and nothing of the client, at once', async () => {
    await core.call('POST', 'admin/logout', { bearer: token });
    reads.length = 0;
    const answer = await getClient('LL100001');
    expect(answer).toMatchObject({ status: 401, body: { type: 'error' } });
    expect(JSON.stringify(answer.body)).not.toContain('LL100001');
  });

  it('a token that is no access token reads nothing', async () => {
    expect((await getClient('LL100001', 'not-a-token')).status).toBe(401);
    expect(reads).toEqual([]);
  });
});
