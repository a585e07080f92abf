import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeStepStart } from '../../../src/application/ports/admin-auth';
import { createActor, fromPromise } from 'xstate';
import {
  loginCodeStep,
  loginMachine,
  type LoginValues,
} from '../../../src/application/machines/login.machine';
import { saveSignIn } from '../../../src/application/use-cases/sign-in';
import type { SessionTokens } from '../../../src/domain/entities';
import { codeStepOf, deferred, flush, memorySessionStore, problemsOf } from './fakes';

// The code step's own rules (countdown, resend, lock, code checks) are in code-step.machine.test.ts.
const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 24 * 60 * 60 * 1000;
const TOKENS: SessionTokens = { accessToken: 'access', refreshToken: 'refresh', adminId: 'admin-1' };
const VALUES: LoginValues = { email: 'admin@loyalloop.demo', password: 'Demo@1234', rememberMe: true };

function start(
  options: { request?: () => Promise<CodeStepStart>; verify?: () => Promise<SessionTokens> } = {},
) {
  const requestCode = vi.fn<(input: unknown) => Promise<CodeStepStart>>(
    options.request ?? (async () => ({ adminId: 'admin-1', attemptId: 'attempt-1' })),
  );
  const verifyCode = vi.fn<(input: unknown) => Promise<SessionTokens>>(
    options.verify ?? (async () => TOKENS),
  );
  const session = memorySessionStore({}, { email: 'old@x.io', expiresAt: NOW + DAY });
  const clock = { now: () => NOW };
  // Wired as the sign-in page wires it.
  const machine = loginMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestCode(input)),
      codeStep: loginCodeStep.provide({
        actors: {
          verify: fromPromise(({ input }) =>
            verifyCode({
              adminId: input.adminId,
              attemptId: input.attemptId,
              otp: input.otp,
              rememberMe: input.request.rememberMe,
            }),
          ),
          resend: fromPromise(({ input }) =>
            requestCode({ email: input.request.email, password: input.request.password }),
          ),
        },
      }),
    },
    actions: { storeSession: (_, params) => saveSignIn({ session, clock }, params) },
  });
  const actor = createActor(machine, { input: { email: '' } });
  const problems = problemsOf(actor);
  actor.start();
  return { actor, requestCode, verifyCode, session, problems };
}

async function toCodeStep(actor: ReturnType<typeof start>['actor'], values = VALUES) {
  actor.send({ type: 'SUBMIT', values });
  await flush();
  expect(actor.getSnapshot().matches('code')).toBe(true);
}

async function enter(actor: ReturnType<typeof start>['actor'], code: string) {
  codeStepOf(actor).send({ type: 'CODE', code });
  await flush();
}

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs in: credentials, then the code sent as a number, then stores the tokens and admin id', async () => {
    const { actor, requestCode, verifyCode, session } = start();
    await toCodeStep(actor);
    expect(requestCode).toHaveBeenCalledWith({ email: VALUES.email, password: VALUES.password });
    await enter(actor, '0123');
    expect(verifyCode).toHaveBeenCalledWith({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
      otp: 123,
      rememberMe: true,
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(session.read()).toEqual({
      token: 'access',
      refreshToken: 'refresh',
      adminId: 'admin-1',
      expiresAtMs: null,
    });
  });

  it('remember-me keeps the email for exactly 7 days', async () => {
    const { actor, session } = start();
    await toCodeStep(actor);
    await enter(actor, '1234');
    expect(session.readRememberedEmail()).toEqual({ email: VALUES.email, expiresAt: NOW + 7 * DAY });
  });

  it('without remember-me the stored email is removed', async () => {
    const { actor, session } = start();
    await toCodeStep(actor, { ...VALUES, rememberMe: false });
    await enter(actor, '1234');
    expect(session.readRememberedEmail()).toBeNull();
  });

  it('a refused password returns to the form with the values kept, and says so as a request problem', async () => {
    const refused = new Error('Invalid credentials');
    const { actor, problems } = start({ request: () => Promise.reject(refused) });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject(VALUES);
    expect(problems).toEqual([{ step: 'request', error: refused }]);
  });

  it('a refused code stays on the code step and stores nothing', async () => {
    const { actor, session } = start({ verify: () => Promise.reject(new Error('Invalid OTP')) });
    await toCodeStep(actor);
    await enter(actor, '9999');
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(codeStepOf(actor).getSnapshot().matches({ active: 'idle' })).toBe(true);
    expect(session.read().token).toBeNull();
  });

  it('a second submit while the first is pending is ignored', async () => {
    const pending = deferred<CodeStepStart>();
    const { actor, requestCode } = start({ request: () => pending.promise });
    actor.send({ type: 'SUBMIT', values: VALUES });
    actor.send({ type: 'SUBMIT', values: VALUES });
    expect(requestCode).toHaveBeenCalledTimes(1);
    pending.resolve({ adminId: 'admin-1', attemptId: 'attempt-1' });
    await flush();
    expect(actor.getSnapshot().matches('code')).toBe(true);
  });

  it('back from the code step returns to the form with the values kept', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject(VALUES);
  });

  it('resend asks for a code with the same credentials, once the minute is up', async () => {
    const { actor, requestCode } = start();
    await toCodeStep(actor);
    vi.advanceTimersByTime(60_000);
    codeStepOf(actor).send({ type: 'RESEND' });
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(requestCode).toHaveBeenLastCalledWith({ email: VALUES.email, password: VALUES.password });
  });

  it('starts with the remembered email prefilled and remember-me ticked', () => {
    const actor = createActor(loginMachine, { input: { email: 'admin@loyalloop.demo' } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ email: 'admin@loyalloop.demo', rememberMe: true });
  });
});
