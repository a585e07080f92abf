import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../src/application/machines/session.machine';
import { expireSession, logout } from '../../../src/application/use-cases/session';
import { memorySessionStore } from './fakes';

function start(signedIn = true) {
  const session = memorySessionStore(signedIn ? { token: 't', refreshToken: 'r', adminId: 'admin-1' } : {}, {
    email: 'admin@loyalloop.demo',
    expiresAt: Date.now() + 1000,
  });
  const notifier = { success: vi.fn(), error: vi.fn() };
  const goToLogin = vi.fn();
  const machine = sessionMachine.provide({
    actions: {
      endExpired: () => expireSession({ session, notifier }),
      endLoggedOut: () => logout({ session, notifier }),
    },
  });
  const actor = createActor(machine, { input: { signedIn } });
  actor.on('goToLogin', goToLogin);
  actor.start();
  return { actor, session, notifier, goToLogin };
}

describe('session machine', () => {
  it('an expiry clears the tokens, shows Session Expired! Please Login. for 10 s and goes to login', () => {
    const { actor, session, notifier, goToLogin } = start();
    actor.send({ type: 'EXPIRED' });
    expect(session.read()).toEqual({ token: null, refreshToken: null, adminId: null });
    expect(notifier.error).toHaveBeenCalledWith('Session Expired! Please Login.', {
      durationMs: 10000,
      appWide: true,
    });
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a burst of expiries (several 401s) ends the session once', () => {
    const { actor, notifier } = start();
    actor.send({ type: 'EXPIRED' });
    actor.send({ type: 'EXPIRED' });
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('logout clears the session keys, keeps the remembered email and says Logged Out Successfully!', () => {
    const { actor, session, notifier, goToLogin } = start();
    actor.send({ type: 'LOGOUT' });
    expect(session.read().token).toBeNull();
    expect(session.readRememberedEmail()?.email).toBe('admin@loyalloop.demo');
    expect(notifier.success).toHaveBeenCalledWith('Logged Out Successfully!');
    expect(goToLogin).toHaveBeenCalled();
  });

  it('without a session an expiry does nothing until the next sign-in', () => {
    const { actor, notifier } = start(false);
    actor.send({ type: 'EXPIRED' });
    expect(notifier.error).not.toHaveBeenCalled();
    actor.send({ type: 'SIGNED_IN' });
    actor.send({ type: 'EXPIRED' });
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });
});
