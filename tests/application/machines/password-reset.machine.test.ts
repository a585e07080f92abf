import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../src/application/machines/password-reset.machine';
import { deferred, flush, memorySessionStore } from './fakes';

function start(
  options: {
    email?: string;
    reset?: () => Promise<void>;
    verify?: () => Promise<{ resetToken: string }>;
  } = {},
) {
  const requestCode = vi.fn<(input: unknown) => Promise<{ adminId: string }>>(async () => ({
    adminId: 'admin-1',
  }));
  const verifyCode = vi.fn<(input: unknown) => Promise<{ resetToken: string }>>(
    options.verify ?? (async () => ({ resetToken: 'reset-1' })),
  );
  const resetPassword = vi.fn<(input: unknown) => Promise<void>>(options.reset ?? (async () => undefined));
  const notify = vi.fn();
  const session = memorySessionStore({ token: 't', refreshToken: 'r', adminId: 'admin-1' });
  const machine = passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestCode(input)),
      verifyCode: fromPromise(({ input }) => verifyCode(input)),
      resetPassword: fromPromise(({ input }) => resetPassword(input)),
    },
    actions: {
      notifyError: (_, params) => notify(params.message),
      endSession: () => session.clear(),
    },
  });
  const actor = createActor(machine, { input: { email: options.email ?? '' } }).start();
  return { actor, requestCode, verifyCode, resetPassword, notify, session };
}

async function toPasswordStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SUBMIT_EMAIL', email: 'admin@loyalloop.demo' });
  await flush();
  actor.send({ type: 'CODE', code: '1234' });
  await flush();
  expect(actor.getSnapshot().value).toBe('password');
}

describe('password reset machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes email → code → new password → success, sending the reset token and the new password', async () => {
    const { actor, requestCode, verifyCode, resetPassword } = start();
    await toPasswordStep(actor);
    expect(requestCode).toHaveBeenCalledWith({ email: 'admin@loyalloop.demo' });
    expect(verifyCode).toHaveBeenCalledWith({ adminId: 'admin-1', otp: 1234 });
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'New@12345' });
    await flush();
    expect(resetPassword).toHaveBeenCalledWith({
      adminId: 'admin-1',
      resetToken: 'reset-1',
      newPassword: 'New@12345',
    });
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('a successful reset ends the stored session', async () => {
    const { actor, session } = start();
    await toPasswordStep(actor);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'New@12345' });
    await flush();
    expect(session.read().token).toBeNull();
  });

  it('the success step counts 5 s down, then is done', async () => {
    const { actor } = start();
    await toPasswordStep(actor);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'New@12345' });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(5);
    vi.advanceTimersByTime(4_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Back to Login ends it at once', async () => {
    const { actor } = start();
    await toPasswordStep(actor);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'New@12345' });
    await flush();
    actor.send({ type: 'BACK_TO_LOGIN' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed reset stays on the new-password step and keeps the session', async () => {
    const { actor, session } = start({ reset: () => Promise.reject(new Error('expired token')) });
    await toPasswordStep(actor);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'New@12345' });
    await flush();
    expect(actor.getSnapshot().value).toBe('password');
    expect(session.read().token).toBe('t');
  });

  it('a malformed code is refused with its message and no request', async () => {
    const { actor, verifyCode, notify } = start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    await flush();
    actor.send({ type: 'CODE', code: '12' });
    expect(notify).toHaveBeenCalledWith('Please enter all 4 digits of OTP');
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('a refused code stays on the code step', async () => {
    const { actor } = start({ verify: () => Promise.reject(new Error('bad')) });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    await flush();
    actor.send({ type: 'CODE', code: '1111' });
    await flush();
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
  });

  it('the profile email prefills the first step only while nothing was typed', () => {
    const { actor } = start();
    actor.send({ type: 'PREFILL', email: 'admin@loyalloop.demo' });
    expect(actor.getSnapshot().context.email).toBe('admin@loyalloop.demo');
    actor.send({ type: 'PREFILL', email: 'other@x.io' });
    expect(actor.getSnapshot().context.email).toBe('admin@loyalloop.demo');
  });

  it('resend at zero asks for a new code, restarts the minute and locks for 10 s; back returns to the email', async () => {
    const { actor, requestCode } = start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    await flush();
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 60, lockLeft: 10 });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context.email).toBe('a@b.c');
  });

  it('a double email submit sends one request', () => {
    const pending = deferred<{ adminId: string }>();
    const { actor, requestCode } = start();
    requestCode.mockImplementation(() => pending.promise);
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    expect(requestCode).toHaveBeenCalledTimes(1);
  });
});
