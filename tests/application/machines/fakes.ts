import { vi } from 'vitest';
import type { RememberedEmail, SessionStore, StoredSession } from '../../../src/application/ports';
import { tokenExpiry } from '../../../src/adapters/browser/token-claims';
import type { SessionTokens } from '../../../src/domain/entities';

/** A promise the test settles by hand, to hold a request pending. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks (and the actors react to them). */
export const flush = () => vi.advanceTimersByTimeAsync(0);

/** An in-memory session store with the same contract as the localStorage one. */
export function memorySessionStore(
  initial: Partial<StoredSession> = {},
  remembered: RememberedEmail | null = null,
) {
  type Kept = Omit<StoredSession, 'expiresAtMs'>;
  let session: Kept = { token: null, refreshToken: null, adminId: null, ...initial };
  let email = remembered;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const store: SessionStore & { emit(): void } = {
    // The expiry is read off the token as the localStorage store reads it.
    read: () => ({ ...session, expiresAtMs: tokenExpiry(session.token) }),
    save: (tokens: SessionTokens) => {
      session = { token: tokens.accessToken, refreshToken: tokens.refreshToken, adminId: tokens.adminId };
      emit();
    },
    clear: () => {
      session = { token: null, refreshToken: null, adminId: null };
      emit();
    },
    readRememberedEmail: () => email,
    rememberEmail: (value) => {
      email = value;
    },
    forgetEmail: () => {
      email = null;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stands for another tab's write, which the store hears as a storage event. */
    emit,
  };
  return store;
}

/** A JWT-shaped token whose `exp` is the given epoch milliseconds. */
export function tokenExpiringAt(expMs: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'admin-1', exp: Math.floor(expMs / 1000) })}.signature`;
}

/** The running code step of a flow actor (its child), failing the test when the flow is not on it. */
export function codeStepOf<
  C extends { send(event: { type: 'CODE'; code: string } | { type: 'RESEND' }): void },
>(actor: { getSnapshot(): { children: { codeStep?: C } } }): C {
  const child = actor.getSnapshot().children.codeStep;
  if (!child) throw new Error('the flow is not on its code step');
  return child;
}

/** Every problem an actor emits, in order. */
export function problemsOf(actor: {
  on(type: 'problem', handler: (event: { problem: unknown }) => void): unknown;
}) {
  const problems: unknown[] = [];
  actor.on('problem', ({ problem }) => problems.push(problem));
  return problems;
}
