import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../src/application/machines/session.machine';
import { endSession } from '../../../src/application/use-cases/session';
import { memorySessionStore } from './fakes';

// What the user is told (Session Expired! Please Login. for 10 s, Logged Out Successfully!) is the UI's error
// policy's: see tests/ui/session. Here: when the session ends, and that it ends once.
function start(signedIn = true) {
  const session = memorySessionStore(signedIn ? { token: 't', refreshToken: 'r', adminId: 'admin-1' } : {}, {
    email: 'admin@loyalloop.demo',
    expiresAt: Date.now() + 1000,
  });
  const ended = vi.fn<(why: 'expired' | 'logged-out') => void>();
  const goToLogin = vi.fn();
  const machine = sessionMachine.provide({
    actions: {
      endExpired: () => {
        endSession(session);
        ended('expired');
      },
      endLoggedOut: () => {
        endSession(session);
        ended('logged-out');
      },
    },
  });
  const actor = createActor(machine, { input: { signedIn } });
  actor.on('goToLogin', goToLogin);
  actor.start();
  return { actor, session, ended, goToLogin };
}

describe('session machine', () => {
  it('an expiry clears the tokens, ends the session as expired and goes to login', () => {
    const { actor, session, ended, goToLogin } = start();
    actor.send({ type: 'EXPIRED' });
    expect(session.read()).toEqual({ token: null, refreshToken: null, adminId: null, expiresAtMs: null });
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a burst of expiries (several 401s) ends the session once', () => {
    const { actor, ended } = start();
    actor.send({ type: 'EXPIRED' });
    actor.send({ type: 'EXPIRED' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('logout clears the session keys, keeps the remembered email and ends the session as logged out', () => {
    const { actor, session, ended, goToLogin } = start();
    actor.send({ type: 'LOGOUT' });
    expect(session.read().token).toBeNull();
    expect(session.readRememberedEmail()?.email).toBe('admin@loyalloop.demo');
    expect(ended).toHaveBeenCalledExactlyOnceWith('logged-out');
    expect(goToLogin).toHaveBeenCalled();
  });

  it('without a session an expiry does nothing until the next sign-in', () => {
    const { actor, ended } = start(false);
    actor.send({ type: 'EXPIRED' });
    expect(ended).not.toHaveBeenCalled();
    actor.send({ type: 'SIGNED_IN' });
    actor.send({ type: 'EXPIRED' });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
