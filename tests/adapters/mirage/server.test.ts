import { afterEach, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServerHandle } from '../../../src/adapters/mirage';
import { call, signIn, startTestServer } from './support';

let server: DemoServerHandle | null = null;
afterEach(() => server?.shutdown());

const login = (base: string) =>
  fetch(`${base}admin/email-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@loyalloop.demo', password: 'Demo@1234' }),
  });

describe('the Mirage server itself', () => {
  it('answers an unknown API route with a 404 JSON error instead of rejecting', async () => {
    server = startTestServer();
    const { token } = await signIn();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const reply = await call(method, 'admin/no-such-thing', {
        token,
        body: method === 'GET' ? undefined : {},
      });
      expect(reply).toMatchObject({
        status: 404,
        body: { type: 'error', message: expect.stringContaining('admin/no-such-thing') },
      });
    }
  });

  it('refuses a body that is not JSON with 400', async () => {
    server = startTestServer();
    const response = await fetch('/api/admin/email-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(response.status).toBe(400);
  });

  it('serves an absolute API base too', async () => {
    server = startDemoServer({ apiBase: 'https://api.loyalloop.test/api', environment: 'test' });
    expect((await login('https://api.loyalloop.test/api/')).status).toBe(200);
  });

  it('answers at once by default and after latencyMs when a demo opts in', async () => {
    server = startDemoServer({ apiBase: '/api/', environment: 'development' });
    let started = performance.now();
    await login('/api/');
    expect(performance.now() - started).toBeLessThan(200);
    server = startDemoServer({ apiBase: '/api/', environment: 'development', latencyMs: 400 });
    started = performance.now();
    await login('/api/');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('lets the page abort a pending call: fetch rejects with an AbortError and the late answer is harmless', async () => {
    server = startTestServer();
    server.knobs.delay({ path: 'email-login' }, 30);
    const controller = new AbortController();
    const pending = fetch('/api/admin/email-login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@loyalloop.demo', password: 'Demo@1234' }),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 60));
  });

  it('a second start replaces the first rather than stacking interceptors', async () => {
    const first = startTestServer();
    server = startTestServer();
    first.shutdown(); // a stale handle cannot stop the running server
    expect((await login('/api/')).status).toBe(200);
  });
});
