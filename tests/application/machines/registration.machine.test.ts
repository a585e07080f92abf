import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeStepStart } from '../../../src/application/ports/admin-auth';
import { createActor, fromPromise } from 'xstate';
import {
  registrationCodeStep,
  registrationMachine,
} from '../../../src/application/machines/registration.machine';
import type { VendorRegistrationData } from '../../../src/domain/entities';
import { codeStepOf, flush, problemsOf } from './fakes';

// The code step's own rules are in code-step.machine.test.ts; which problems show which message (docs/product.md §8's
// "Invalid OTP, please try again", "Failed to resend OTP") is the UI's error policy: tests/ui/shared.
const DATA: VendorRegistrationData = { name: 'Maya Chen', email: 'maya@bean.example', location: 'UK' };

function start(
  options: {
    verify?: () => Promise<void>;
    resend?: () => Promise<{ attemptId: string }>;
    register?: () => Promise<CodeStepStart>;
  } = {},
) {
  const register = vi.fn<(input: unknown) => Promise<CodeStepStart>>(
    options.register ?? (async () => ({ adminId: 'vendor-7', attemptId: 'attempt-7' })),
  );
  const resendCode = vi.fn<(input: unknown) => Promise<{ attemptId: string }>>(
    options.resend ?? (async () => ({ attemptId: 'attempt-8' })),
  );
  const verifyCode = vi.fn<(input: unknown) => Promise<void>>(options.verify ?? (async () => undefined));
  // Wired as the sign-up page wires it.
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise(({ input }) => register(input)),
      codeStep: registrationCodeStep.provide({
        actors: {
          verify: fromPromise(({ input }) =>
            verifyCode({ adminId: input.adminId, attemptId: input.attemptId, otp: input.otp }),
          ),
          resend: fromPromise(({ input }) =>
            resendCode({ adminId: input.adminId, attemptId: input.attemptId }),
          ),
        },
      }),
    },
  });
  const actor = createActor(machine);
  const problems = problemsOf(actor);
  actor.start();
  return { actor, register, resendCode, verifyCode, problems };
}

async function toCodeStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SUBMIT', data: DATA });
  await flush();
  expect(actor.getSnapshot().matches('code')).toBe(true);
}

describe('registration machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('verifies the code with the adminId registration answered, then counts 60 s to done', async () => {
    const { actor, register, verifyCode } = start();
    await toCodeStep(actor);
    expect(register).toHaveBeenCalledWith(DATA);
    codeStepOf(actor).send({ type: 'CODE', code: '0042' });
    await flush();
    expect(verifyCode).toHaveBeenCalledWith({ adminId: 'vendor-7', attemptId: 'attempt-7', otp: 42 });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().children.countdown?.getSnapshot().context.secondsLeft).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Next - Connect A Company ends it at once', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    codeStepOf(actor).send({ type: 'CODE', code: '1234' });
    await flush();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused code stays on the code step and says so as a verify problem of the code step', async () => {
    const refused = new Error('OTP has expired');
    const { actor } = start({ verify: () => Promise.reject(refused) });
    await toCodeStep(actor);
    const codeStep = codeStepOf(actor);
    const problems = problemsOf(codeStep);
    codeStep.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(problems).toEqual([{ step: 'verify', error: refused }]);
    expect(codeStep.getSnapshot().matches({ active: 'idle' })).toBe(true);
  });

  it('resend is refused before zero, then sent for the adminId registration answered', async () => {
    const { actor, resendCode } = start();
    await toCodeStep(actor);
    codeStepOf(actor).send({ type: 'RESEND' });
    expect(resendCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    codeStepOf(actor).send({ type: 'RESEND' });
    await flush();
    expect(resendCode).toHaveBeenCalledWith({ adminId: 'vendor-7', attemptId: 'attempt-7' });
    expect(codeStepOf(actor).getSnapshot().context).toMatchObject({ secondsLeft: 60, lockLeft: 10 });
  });

  it('a failed registration returns to the form, keeping the data, and says so as a request problem', async () => {
    const taken = new Error('Email already registered');
    const { actor, problems } = start({ register: () => Promise.reject(taken) });
    actor.send({ type: 'SUBMIT', data: DATA });
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.data).toEqual(DATA);
    expect(problems).toEqual([{ step: 'request', error: taken }]);
  });

  it('back from the code step returns to the form', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('form');
  });
});
