import { Response, type Request } from 'miragejs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoServerHandle } from '../../../src/adapters/mirage';
import { createRequestLog, REQUEST_LOG_CAP } from '../../../src/adapters/mirage/request-log';
import type { BackendRoute } from '../../../src/backend/wire';
import { call, signIn, startTestServer } from './support';

let server: DemoServerHandle | null = null;
afterEach(() => server?.shutdown());

describe('the request log of the fake backend', () => {
  it('records each call with its method, path after the API base, query and status, oldest first', async () => {
    server = startTestServer();
    const { token } = await signIn();
    await call('GET', 'retrieve/admin/view-clients', { token, query: { search: 'maya' } });
    await call('GET', 'admin/view-client/NOPE', { token });
    expect(server.requests.entries()).toEqual([
      { method: 'POST', path: 'admin/email-login', query: '', status: 200 },
      { method: 'POST', path: 'admin/verify-email-otp', query: '', status: 200 },
      { method: 'GET', path: 'retrieve/admin/view-clients', query: '?search=maya', status: 200 },
      { method: 'GET', path: 'admin/view-client/NOPE', query: '', status: 404 },
    ]);
  });

  it('keeps a call whose answer was lost to the network with no status', async () => {
    server = startTestServer();
    server.knobs.fail({ path: 'email-login' }, { kind: 'network' });
    await expect(call('POST', 'admin/email-login', { body: {} })).rejects.toThrow();
    expect(server.requests.entries()).toEqual([
      { method: 'POST', path: 'admin/email-login', query: '', status: null },
    ]);
  });

  it('hands out copies and forgets everything on clear()', async () => {
    server = startTestServer();
    await call('POST', 'admin/email-login', { body: {} });
    const [first] = server.requests.entries();
    if (first) first.status = 999;
    expect(server.requests.entries()[0]?.status).toBe(400);
    server.requests.clear();
    expect(server.requests.entries()).toEqual([]);
  });

  it(`keeps only the latest ${REQUEST_LOG_CAP} calls by default, or as many as its cap`, async () => {
    const log = createRequestLog((url) => url.replace(/^\/api\//, '').split('?')[0] ?? '', 3);
    const def: BackendRoute = { verb: 'GET', path: 'x', access: 'public' };
    const dispatch = log.around(async () => new Response(204));
    for (const n of [1, 2, 3, 4, 5]) await dispatch(def, { url: `/api/n${n}` } as Request);
    expect(log.entries().map((entry) => entry.path)).toEqual(['n3', 'n4', 'n5']);
  });
});
