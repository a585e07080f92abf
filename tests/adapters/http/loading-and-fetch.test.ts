import { type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadingTracker } from '../../../src/adapters/browser/loading-tracker';
import { createApiClient } from '../../../src/adapters/http/api-client';
import { deferred } from '../../application/machines/fakes';
import { fakeApi, json, unreachable } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const get = { method: 'GET', path: 'admin/broadcasts', answer: type({}) } as const;

describe('the global loading flag', () => {
  it('is on while any request is in flight and off when the last one ends', async () => {
    const fake = fakeApi();
    const first = deferred<Response>();
    const second = deferred<Response>();
    fake.reply(
      () => first.promise,
      () => second.promise,
    );
    const seen: boolean[] = [];
    fake.loading.subscribe((loading) => seen.push(loading));

    const a = fake.api.send(get);
    const b = fake.api.send(get);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
    expect(fake.loading.isLoading()).toBe(true);
    first.resolve(json(200, {}));
    await a;
    expect(fake.loading.isLoading()).toBe(true);
    second.resolve(json(200, {}));
    await b;
    expect(fake.loading.isLoading()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('goes off after a failed request too', async () => {
    const fake = fakeApi();
    fake.reply(json(500, {}));
    await fake.api.send(get).catch(() => undefined);
    expect(fake.loading.isLoading()).toBe(false);
  });

  it('goes off after a network failure and after an abort', async () => {
    const fake = fakeApi();
    fake.reply(unreachable, () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await fake.api.send(get).catch(() => undefined);
    await fake.api.send(get).catch(() => undefined);
    expect(fake.loading.isLoading()).toBe(false);
  });
});

describe('the fetch it uses', () => {
  /** A client over whatever `fetch` the test stubs (fakeApi stubs its own), `ready` awaited before a call. */
  const unstubbedClient = (ready?: () => Promise<void>) =>
    createApiClient({
      baseUrl: '/api/',
      readToken: () => null,
      notifier: { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() },
      loading: createLoadingTracker(),
      sessionEvents: { raiseExpired: vi.fn() },
      ...(ready ? { ready } : {}),
    });

  it('is read from globalThis at call time, so a fake backend started later is used', async () => {
    const api = unstubbedClient();
    const late = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', late);
    await api.send(get);
    expect(late).toHaveBeenCalledOnce();
  });

  it('waits for the backend to be ready before the first request', async () => {
    const order: string[] = [];
    vi.stubGlobal('fetch', async () => {
      order.push('fetch');
      return json(200, {});
    });
    const api = unstubbedClient(async () => {
      order.push('ready');
    });
    await api.send(get);
    expect(order).toEqual(['ready', 'fetch']);
  });

  it('sends the token stored at the time of the call', async () => {
    let token: string | null = null;
    const fake = fakeApi({ readToken: () => token });
    await fake.api.send(get);
    token = 'fresh';
    await fake.api.send(get);
    expect(fake.requests.map((request) => request.headers.Authorization)).toEqual([
      undefined,
      'Bearer fresh',
    ]);
  });
});
