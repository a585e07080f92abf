import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemoServer, type DemoServerHandle } from '../../../src/adapters/mirage';
import { call, signIn, startTestServer } from './support';

let server: DemoServerHandle | null = null;
afterEach(() => {
  server?.shutdown();
  vi.useRealTimers();
});

/** A promise with a flag that says whether it settled yet (read after advancing fake time). */
function settled<T>(promise: Promise<T>): { promise: Promise<T>; done: boolean } {
  const tracked = { promise, done: false };
  const done = () => {
    tracked.done = true;
  };
  promise.then(done, done);
  return tracked;
}

const login = (base: string) =>
  fetch(`${base}admin/email-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@loyalloop.demo', password: 'Demo@1234' }),
  });

describe('the Mirage server itself', () => {
  it('logs nothing to the console in the demo (development) environment, where Mirage would log every answer', async () => {
    const logged = ['log', 'groupCollapsed'].map((method) =>
      vi.spyOn(console, method as 'log' | 'groupCollapsed').mockImplementation(() => undefined),
    );
    server = startTestServer({ environment: 'development' });
    await signIn();
    for (const spy of logged) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

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

  // Fake time: the fake clock moves a zero-delay timer set during a tick 1 ms on, hence the 1 ms of slack.
  it('answers at once by default and after latencyMs when a demo opts in', async () => {
    vi.useFakeTimers();
    server = startDemoServer({ apiBase: '/api/', environment: 'development' });
    const prompt = settled(login('/api/'));
    await vi.advanceTimersByTimeAsync(1);
    expect(prompt.done).toBe(true);
    server = startDemoServer({ apiBase: '/api/', environment: 'development', latencyMs: 400 });
    const slow = settled(login('/api/'));
    await vi.advanceTimersByTimeAsync(399);
    expect(slow.done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(slow.done).toBe(true);
    expect((await slow.promise).status).toBe(200);
  });

  it('lets the page abort a pending call: fetch rejects with an AbortError and the late answer is harmless', async () => {
    vi.useFakeTimers();
    server = startTestServer();
    server.knobs.delay({ path: 'email-login' }, 30);
    const controller = new AbortController();
    const pending = settled(
      fetch('/api/admin/email-login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@loyalloop.demo', password: 'Demo@1234' }),
        signal: controller.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending.promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests.entries()).toEqual([expect.objectContaining({ status: null })]);
    // Its delay over, the server answers the aborted call: nothing throws, and it keeps serving.
    await vi.advanceTimersByTimeAsync(30);
    expect(server.requests.entries()).toEqual([expect.objectContaining({ status: 200 })]);
    server.knobs.clear();
    const next = settled(login('/api/'));
    await vi.advanceTimersByTimeAsync(1);
    expect(next.done).toBe(true);
    expect((await next.promise).status).toBe(200);
  });

  it('a second start replaces the first rather than stacking interceptors', async () => {
    const first = startTestServer();
    server = startTestServer();
    first.shutdown(); // a stale handle cannot stop the running server
    expect((await login('/api/')).status).toBe(200);
  });
});
