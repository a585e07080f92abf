/** A call answered 401 renews the session once and is sent again (docs/api.md, "Sessions"). */
import { type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenewalOutcome } from '../../../src/application/ports/session-renewal';
import { createSessionRenewal } from '../../../src/application/use-cases/renew-session';
import { RequestError } from '../../../src/application/request-error';
import { memorySessionStore } from '../../application/machines/fakes';
import { fakeApi, json } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const get = { method: 'GET', path: 'admin/broadcasts', answer: type({ total: type({}) }) } as const;
const list = { method: 'GET', path: 'admin/broadcasts', answer: type({}) } as const;

/** A stored session and a renewal over a fake refresh call that hands out `access-N`/`refresh-N`. */
function renewingWorld(refresh: (token: string) => Promise<{ accessToken: string; refreshToken: string }>) {
  const session = memorySessionStore();
  session.save({ accessToken: 'access-0', refreshToken: 'refresh-0', adminId: 'a1' });
  const auth = { refresh: vi.fn(async (token: string) => ({ ...(await refresh(token)), adminId: 'a1' })) };
  const renewal = createSessionRenewal({ auth, session });
  return { session, auth, renewal };
}

describe('a session call answered 401', () => {
  it('renews with the stored refresh token, stores the rotated pair and sends the call again with the new token', async () => {
    const world = renewingWorld(async () => ({ accessToken: 'access-1', refreshToken: 'refresh-1' }));
    const fake = fakeApi({ readToken: () => world.session.read().token, renewal: world.renewal });
    fake.reply(json(401, { type: 'error', message: 'expired' }), json(200, { total: {} }));
    await expect(fake.api.send(get)).resolves.toEqual({ total: {} });
    expect(world.auth.refresh).toHaveBeenCalledExactlyOnceWith('refresh-0');
    expect(world.session.read()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(fake.requests.map((request) => request.headers.Authorization)).toEqual([
      'Bearer access-0',
      'Bearer access-1',
    ]);
    expect(fake.sessionEvents.raiseExpired).not.toHaveBeenCalled();
  });

  it('three calls answered 401 at once share one refresh (a refresh token works once)', async () => {
    let release: () => void = () => undefined;
    const world = renewingWorld(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ accessToken: 'access-1', refreshToken: 'refresh-1' });
        }),
    );
    const fake = fakeApi({ readToken: () => world.session.read().token, renewal: world.renewal });
    fake.reply(
      ...[1, 2, 3].map(() => json(401, { type: 'error', message: 'expired' })),
      ...[1, 2, 3].map(() => json(200, {})),
    );
    const calls = Promise.all([fake.api.send(list), fake.api.send(list), fake.api.send(list)]);
    await vi.waitFor(() => expect(world.auth.refresh).toHaveBeenCalled());
    release();
    await calls;
    expect(world.auth.refresh).toHaveBeenCalledOnce();
    expect(fake.requests.slice(3).map((request) => request.headers.Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-1',
    ]);
  });

  it('a refused refresh ends the session: no second try, Session Expired through the session event', async () => {
    const world = renewingWorld(async () => {
      throw new RequestError('Sign in again.', { status: 401, notified: false });
    });
    const fake = fakeApi({ readToken: () => world.session.read().token, renewal: world.renewal });
    fake.reply(json(401, { type: 'error', message: 'expired' }));
    await expect(fake.api.send(list)).rejects.toMatchObject({ kind: 'session-ended' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.sessionEvents.raiseExpired).toHaveBeenCalledOnce();
  });

  it('a call still refused after the renewal is not sent a third time', async () => {
    const renewal = { renew: vi.fn(async (): Promise<RenewalOutcome> => 'renewed') };
    const fake = fakeApi({ renewal });
    fake.reply(json(401, { type: 'error', message: 'a' }), json(401, { type: 'error', message: 'b' }));
    await expect(fake.api.send(list)).rejects.toMatchObject({ kind: 'session-ended' });
    expect(fake.requests).toHaveLength(2);
    expect(renewal.renew).toHaveBeenCalledOnce();
  });

  it('a refresh with no answer (offline) keeps the session and fails the call as a network error', async () => {
    const world = renewingWorld(async () => {
      throw new RequestError('An error occurred', { status: null, notified: false });
    });
    const fake = fakeApi({ readToken: () => world.session.read().token, renewal: world.renewal });
    fake.reply(json(401, { type: 'error', message: 'expired' }));
    await expect(fake.api.send(list)).rejects.toMatchObject({ kind: 'network' });
    expect(fake.sessionEvents.raiseExpired).not.toHaveBeenCalled();
    expect(world.session.read().refreshToken).toBe('refresh-0');
  });
});

describe('renewing the session', () => {
  it('without a stored refresh token is the end of the session, and calls nothing', async () => {
    const world = renewingWorld(async () => ({ accessToken: 'x', refreshToken: 'y' }));
    world.session.clear();
    await expect(world.renewal.renew()).resolves.toBe('ended');
    expect(world.auth.refresh).not.toHaveBeenCalled();
  });

  it('refused because another tab used the same refresh token first, takes the pair that tab stored', async () => {
    const world = renewingWorld(async () => {
      world.session.save({ accessToken: 'access-9', refreshToken: 'refresh-9', adminId: 'a1' });
      throw new RequestError('Sign in again.', { status: 401, notified: false });
    });
    await expect(world.renewal.renew()).resolves.toBe('renewed');
    expect(world.session.read().token).toBe('access-9');
  });
});
