import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeStepStart } from '../../../src/application/ports/admin-auth';
import { createActor, fromPromise } from 'xstate';
import {
  passwordResetMachine,
  resetCodeStep,
} from '../../../src/application/machines/password-reset.machine';
import { codeStepOf, deferred, flush, memorySessionStore, problemsOf } from './fakes';

// The code step's own rules (countdown, resend, lock, code checks) are in code-step.machine.test.ts.
function start(
  options: {
    email?: string;
    reset?: () => Promise<void>;
    verify?: () => Promise<{ resetToken: string }>;
  } = {},
) {
  const requestCode = vi.fn<(input: unknown) => Promise<CodeStepStart>>(async () => ({
    adminId: 'admin-1',
    attemptId: 'attempt-1',
  }));
  const verifyCode = vi.fn<(input: unknown) => Promise<{ resetToken: string }>>(
    options.verify ?? (async () => ({ resetToken: 'reset-1' })),
  );
  const resetPassword = vi.fn<(input: unknown) => Promise<void>>(options.reset ?? (async () => undefined));
  const session = memorySessionStore({ token: 't', refreshToken: 'r', adminId: 'admin-1' });
  // Wired as the reset page wires it.
  const machine = passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestCode(input)),
      resetPassword: fromPromise(({ input }) => resetPassword(input)),
      codeStep: resetCodeStep.provide({
        actors: {
          verify: fromPromise(({ input }) =>
            verifyCode({ adminId: input.adminId, attemptId: input.attemptId, otp: input.otp }),
          ),
          resend: fromPromise(({ input }) => requestCode({ email: input.request.email })),
        },
      }),
    },
    actions: { endSession: () => session.clear() },
  });
  const actor = createActor(machine, { input: { email: options.email ?? '' } });
  const problems = problemsOf(actor);
  actor.start();
  return { actor, requestCode, verifyCode, resetPassword, session, problems };
}

async function toPasswordStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SUBMIT_EMAIL', email: 'admin@loyalloop.demo' });
  await flush();
  codeStepOf(actor).send({ type: 'CODE', code: '1234' });
  await flush();
  expect(actor.getSnapshot().value).toBe('password');
}

const secondsLeft = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.countdown?.getSnapshot().context.secondsLeft;

describe('password reset machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes email → code → new password → success, sending the reset token and the new password', async () => {
    const { actor, requestCode, verifyCode, resetPassword } = start();
    await toPasswordStep(actor);
    expect(requestCode).toHaveBeenCalledWith({ email: 'admin@loyalloop.demo' });
    expect(verifyCode).toHaveBeenCalledWith({ adminId: 'admin-1', attemptId: 'attempt-1', otp: 1234 });
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
    expect(secondsLeft(actor)).toBe(5);
    vi.advanceTimersByTime(4_000);
    expect(secondsLeft(actor)).toBe(1);
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

  it('a failed reset stays on the new-password step, keeps the session and says so as a save problem', async () => {
    const expired = new Error('expired token');
    const { actor, session, problems } = start({ reset: () => Promise.reject(expired) });
    await toPasswordStep(actor);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'New@12345' });
    await flush();
    expect(actor.getSnapshot().value).toBe('password');
    expect(session.read().token).toBe('t');
    expect(problems).toEqual([{ step: 'save', error: expired }]);
  });

  it('a refused code stays on the code step', async () => {
    const { actor } = start({ verify: () => Promise.reject(new Error('bad')) });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    await flush();
    codeStepOf(actor).send({ type: 'CODE', code: '1111' });
    await flush();
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(codeStepOf(actor).getSnapshot().matches({ active: 'idle' })).toBe(true);
  });

  it('the profile email prefills the first step only while nothing was typed', () => {
    const { actor } = start();
    actor.send({ type: 'PREFILL', email: 'admin@loyalloop.demo' });
    expect(actor.getSnapshot().context.email).toBe('admin@loyalloop.demo');
    actor.send({ type: 'PREFILL', email: 'other@x.io' });
    expect(actor.getSnapshot().context.email).toBe('admin@loyalloop.demo');
  });

  it('resend at zero asks for a new code for the same email; back returns to the email', async () => {
    const { actor, requestCode } = start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    await flush();
    vi.advanceTimersByTime(60_000);
    codeStepOf(actor).send({ type: 'RESEND' });
    await flush();
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(requestCode).toHaveBeenLastCalledWith({ email: 'a@b.c' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context.email).toBe('a@b.c');
  });

  it('a double email submit sends one request', () => {
    const pending = deferred<CodeStepStart>();
    const { actor, requestCode } = start();
    requestCode.mockImplementation(() => pending.promise);
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.c' });
    expect(requestCode).toHaveBeenCalledTimes(1);
  });
});
