// The adapter says what went wrong in the application's words, so the UI's error policy never reads HTTP.
import { type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRequestError, type RequestError } from '../../../src/application/request-error';
import { retryAfterSeconds } from '../../../src/adapters/http/api-client';
import { fakeApi, json, unreachable } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const get = { method: 'GET', path: 'admin/view-client/NOPE', answer: type({ userId: type({}) }) } as const;

async function failure(send: Promise<unknown>): Promise<RequestError> {
  const error: unknown = await send.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isRequestError(error)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
}

describe('typed request failures', () => {
  it.each([
    [404, { type: 'error', message: 'Client not found.' }, 'not-found', 'Client not found.'],
    [429, { type: 'error', message: 'Too many wrong codes.' }, 'locked', 'Too many wrong codes.'],
    [422, { type: 'error', message: 'Client is blocked' }, 'refused', 'Client is blocked'],
    [500, { type: 'error' }, 'refused', null],
    [200, { type: 'error', message: 'Already blocked' }, 'refused', 'Already blocked'],
  ] as const)('a %i answer %j is %s, with the server message %j', async (status, body, kind, message) => {
    const fake = fakeApi();
    fake.reply(json(status, body));
    const error = await failure(fake.api.send(get));
    expect(error.kind).toBe(kind);
    expect(error.serverMessage).toBe(message);
  });

  it("a 429's Retry-After is the seconds to wait, in seconds or as a date; none is null", async () => {
    const locked = (headers: Record<string, string>) =>
      new Response(JSON.stringify({ type: 'error', message: 'Too many wrong codes.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const fake = fakeApi();
    fake.reply(locked({ 'Retry-After': '3600' }));
    expect((await failure(fake.api.send(get))).retryAfterSeconds).toBe(3600);
    fake.reply(locked({}));
    expect((await failure(fake.api.send(get))).retryAfterSeconds).toBeNull();
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeNull();
  });

  it('no answer at all is a network failure', async () => {
    const fake = fakeApi();
    fake.reply(unreachable);
    expect((await failure(fake.api.send(get))).kind).toBe('network');
  });

  it('an answer of the wrong shape is malformed', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { userId: 7 }));
    expect((await failure(fake.api.send(get))).kind).toBe('malformed');
  });

  it('a 401 on a signed-in call ends the session', async () => {
    const fake = fakeApi({ token: 'stale' });
    fake.reply(json(401, { message: 'Token expired' }));
    expect((await failure(fake.api.send(get))).kind).toBe('session-ended');
  });

  it('a 401 on a call made outside a session (a wrong password) is a refusal', async () => {
    const fake = fakeApi({ token: null });
    fake.reply(json(401, { message: 'Invalid email or password.' }));
    expect((await failure(fake.api.send({ ...get, outsideSession: true }))).kind).toBe('refused');
  });
});
