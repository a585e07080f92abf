import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type LoginValues } from '../../../src/application/machines/login.machine';
import { saveSignIn } from '../../../src/application/use-cases/sign-in';
import type { SessionTokens } from '../../../src/domain/entities';
import { deferred, flush, memorySessionStore } from './fakes';

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 24 * 60 * 60 * 1000;
const TOKENS: SessionTokens = { accessToken: 'access', refreshToken: 'refresh', adminId: 'admin-1' };
const VALUES: LoginValues = { email: 'admin@loyalloop.demo', password: 'Demo@1234', rememberMe: true };

function start(
  options: { request?: () => Promise<{ adminId: string }>; verify?: () => Promise<SessionTokens> } = {},
) {
  const requestCode = vi.fn<(input: unknown) => Promise<{ adminId: string }>>(
    options.request ?? (async () => ({ adminId: 'admin-1' })),
  );
  const verifyCode = vi.fn<(input: unknown) => Promise<SessionTokens>>(
    options.verify ?? (async () => TOKENS),
  );
  const notify = vi.fn();
  const session = memorySessionStore({}, { email: 'old@x.io', expiresAt: NOW + DAY });
  const clock = { now: () => NOW };
  const machine = loginMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestCode(input)),
      verifyCode: fromPromise(({ input }) => verifyCode(input)),
    },
    actions: {
      notifyError: (_, params) => notify(params.message),
      storeSession: (_, params) => saveSignIn({ session, clock }, params),
    },
  });
  const actor = createActor(machine, { input: { email: '' } }).start();
  return { actor, requestCode, verifyCode, notify, session };
}

async function toCodeStep(actor: ReturnType<typeof start>['actor'], values = VALUES) {
  actor.send({ type: 'SUBMIT', values });
  await flush();
  expect(actor.getSnapshot().matches('code')).toBe(true);
}

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs in: credentials, then the code sent as a number, then stores the tokens and admin id', async () => {
    const { actor, requestCode, verifyCode, session } = start();
    await toCodeStep(actor);
    expect(requestCode).toHaveBeenCalledWith({ email: VALUES.email, password: VALUES.password });
    actor.send({ type: 'CODE', code: '0123' });
    await flush();
    expect(verifyCode).toHaveBeenCalledWith({ adminId: 'admin-1', otp: 123, rememberMe: true });
    expect(actor.getSnapshot().status).toBe('done');
    expect(session.read()).toEqual({ token: 'access', refreshToken: 'refresh', adminId: 'admin-1' });
  });

  it('remember-me keeps the email for exactly 7 days', async () => {
    const { actor, session } = start();
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(session.readRememberedEmail()).toEqual({ email: VALUES.email, expiresAt: NOW + 7 * DAY });
  });

  it('without remember-me the stored email is removed', async () => {
    const { actor, session } = start();
    await toCodeStep(actor, { ...VALUES, rememberMe: false });
    actor.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(session.readRememberedEmail()).toBeNull();
  });

  it.each([
    ['123', 'Please enter all 4 digits of OTP'],
    ['', 'Please enter all 4 digits of OTP'],
    ['12a4', 'OTP must be a 4-digit numeric value'],
    ['12345', 'OTP must be a 4-digit numeric value'],
  ])('a code of %j is refused with %s and no request is sent', async (code, message) => {
    const { actor, verifyCode, notify } = start();
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code });
    await flush();
    expect(notify).toHaveBeenCalledWith(message);
    expect(verifyCode).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
  });

  it('a refused password returns to the form with the values kept', async () => {
    const { actor } = start({ request: () => Promise.reject(new Error('Invalid credentials')) });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject(VALUES);
  });

  it('a refused code stays on the code step and stores nothing', async () => {
    const { actor, session } = start({ verify: () => Promise.reject(new Error('Invalid OTP')) });
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: '9999' });
    await flush();
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(session.read().token).toBeNull();
  });

  it('a second submit while the first is pending is ignored', async () => {
    const pending = deferred<{ adminId: string }>();
    const { actor, requestCode } = start({ request: () => pending.promise });
    actor.send({ type: 'SUBMIT', values: VALUES });
    actor.send({ type: 'SUBMIT', values: VALUES });
    expect(requestCode).toHaveBeenCalledTimes(1);
    pending.resolve({ adminId: 'admin-1' });
    await flush();
    expect(actor.getSnapshot().matches('code')).toBe(true);
  });

  it('a second code while verifying is ignored', async () => {
    const pending = deferred<SessionTokens>();
    const { actor, verifyCode } = start({ verify: () => pending.promise });
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: '1234' });
    actor.send({ type: 'CODE', code: '1234' });
    expect(verifyCode).toHaveBeenCalledTimes(1);
  });

  it('back from the code step returns to the form with the values kept', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject(VALUES);
  });

  it('counts 60 s down; resend is refused before zero and allowed at zero', async () => {
    const { actor, requestCode } = start();
    await toCodeStep(actor);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'RESEND' });
    expect(requestCode).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(2);
  });

  it('a resend restarts a full minute and locks resend for 10 s', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 60, lockLeft: 10 });
    vi.advanceTimersByTime(9_000);
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 51, lockLeft: 1 });
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.lockLeft).toBe(0);
    vi.advanceTimersByTime(50_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('a failed resend keeps the code step and the countdown at zero', async () => {
    let calls = 0;
    const { actor } = start({
      request: () =>
        ++calls === 1 ? Promise.resolve({ adminId: 'admin-1' }) : Promise.reject(new Error('down')),
    });
    await toCodeStep(actor);
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('starts with the remembered email prefilled and remember-me ticked', () => {
    const actor = createActor(loginMachine, { input: { email: 'admin@loyalloop.demo' } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ email: 'admin@loyalloop.demo', rememberMe: true });
  });
});
