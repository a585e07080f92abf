import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoServerHandle } from '../../../src/adapters/mirage';
import { API, call, signIn, startTestServer } from './support';

let server: DemoServerHandle;
let token: string;
beforeEach(async () => {
  server = startTestServer();
  ({ token } = await signIn());
});
afterEach(() => {
  server.shutdown();
  vi.useRealTimers();
});

const NOTES = { method: 'PUT', path: 'view-client/notes/' };
const notes = async () => (await call('GET', 'admin/view-client/LL100001', { token })).body.notes;
const save = (text: string) =>
  fetch(`${API}admin/view-client/notes/LL100001`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ notes: text }),
  });

describe('test knobs', () => {
  it('a forced 500 answers before anything is saved', async () => {
    const before = await notes();
    server.knobs.fail(NOTES, { kind: 'server-error', times: 1 });
    const response = await save('lost');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ type: 'error', message: expect.any(String) });
    expect(await notes()).toBe(before);
    expect((await save('second try')).status).toBe(200);
  });

  it('after saving, the change is kept but the answer is lost', async () => {
    server.knobs.fail(NOTES, { kind: 'server-error', afterSaving: true, times: 1 });
    expect((await save('kept')).status).toBe(500);
    expect(await notes()).toBe('kept');
  });

  it('a malformed body is a 200 that is not JSON', async () => {
    server.knobs.fail({ path: 'admin/broadcasts' }, { kind: 'malformed' });
    const response = await fetch(`${API}admin/broadcasts`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('a network error rejects fetch with a TypeError, every time until cleared', async () => {
    server.knobs.fail(NOTES, { kind: 'network' });
    await expect(save('a')).rejects.toThrow(TypeError);
    await expect(save('b')).rejects.toThrow(TypeError);
    server.knobs.clear();
    expect((await save('c')).status).toBe(200);
  });

  it('matches the method: a GET of the same path is not affected', async () => {
    server.knobs.fail({ method: 'put', path: 'LL100001' }, { kind: 'server-error' });
    expect((await call('GET', 'admin/view-client/LL100001', { token })).status).toBe(200);
    expect((await save('x')).status).toBe(500);
  });

  it('delays a matching route by the given time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.knobs.delay({ path: 'admin/broadcasts' }, 5000);
    let settled = false;
    const pending = call('GET', 'admin/broadcasts', { token }).then((reply) => {
      settled = true;
      return reply;
    });
    await vi.advanceTimersByTimeAsync(4900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect((await pending).status).toBe(200);
  });
});
