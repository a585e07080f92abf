import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { registrationMachine } from '../../../src/application/machines/registration.machine';
import { RequestError } from '../../../src/application/request-error';
import type { VendorRegistrationData } from '../../../src/domain/entities';
import { flush } from './fakes';

const DATA: VendorRegistrationData = { name: 'Maya Chen', email: 'maya@bean.example', location: 'UK' };

function start(
  options: {
    verify?: () => Promise<void>;
    resend?: () => Promise<void>;
    register?: () => Promise<{ adminId: string }>;
  } = {},
) {
  const register = vi.fn<(input: unknown) => Promise<{ adminId: string }>>(
    options.register ?? (async () => ({ adminId: 'vendor-7' })),
  );
  const resendCode = vi.fn<(input: unknown) => Promise<void>>(options.resend ?? (async () => undefined));
  const verifyCode = vi.fn<(input: unknown) => Promise<void>>(options.verify ?? (async () => undefined));
  const notify = vi.fn();
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise(({ input }) => register(input)),
      resendCode: fromPromise(({ input }) => resendCode(input)),
      verifyCode: fromPromise(({ input }) => verifyCode(input)),
    },
    actions: { notifyError: (_, params) => notify(params.message) },
  });
  const actor = createActor(machine).start();
  return { actor, register, resendCode, verifyCode, notify };
}

async function toCodeStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SUBMIT', data: DATA });
  await flush();
  expect(actor.getSnapshot().matches('code')).toBe(true);
}

const unnotified = (message: string | undefined) =>
  new RequestError('An error occurred', {
    status: 400,
    notified: false,
    response: message ? { message } : {},
  });

describe('registration machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('verifies the code with the adminId registration answered, then counts 60 s to done', async () => {
    const { actor, register, verifyCode } = start();
    await toCodeStep(actor);
    expect(register).toHaveBeenCalledWith(DATA);
    actor.send({ type: 'CODE', code: '0042' });
    await flush();
    expect(verifyCode).toHaveBeenCalledWith({ adminId: 'vendor-7', otp: 42 });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused code shows the server message', async () => {
    const { actor, notify } = start({ verify: () => Promise.reject(unnotified('OTP has expired')) });
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(notify).toHaveBeenCalledWith('OTP has expired');
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
  });

  it('a refused code without a server message shows Invalid OTP, please try again', async () => {
    const { actor, notify } = start({ verify: () => Promise.reject(unnotified(undefined)) });
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(notify).toHaveBeenCalledWith('Invalid OTP, please try again');
  });

  it('a failure the HTTP adapter already showed is not shown twice', async () => {
    const shown = new RequestError('Server down', {
      status: 500,
      notified: true,
      response: { message: 'Server down' },
    });
    const { actor, notify } = start({ verify: () => Promise.reject(shown) });
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a failed resend shows Failed to resend OTP', async () => {
    const { actor, notify, resendCode } = start({ resend: () => Promise.reject(unnotified('nope')) });
    await toCodeStep(actor);
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resendCode).toHaveBeenCalledWith({ adminId: 'vendor-7' });
    expect(notify).toHaveBeenCalledWith('Failed to resend OTP');
  });

  it('resend is refused before zero, and after a resend the minute restarts with a 10 s lock', async () => {
    const { actor, resendCode } = start();
    await toCodeStep(actor);
    actor.send({ type: 'RESEND' });
    expect(resendCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 60, lockLeft: 10 });
  });

  it('a failed registration returns to the form, keeping the data', async () => {
    const { actor, notify } = start({
      register: () => Promise.reject(new Error('Email already registered')),
    });
    actor.send({ type: 'SUBMIT', data: DATA });
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.data).toEqual(DATA);
    expect(notify).toHaveBeenCalledWith('Email already registered');
  });

  it('back from the code step returns to the form', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('form');
  });

  it('a malformed code is refused with no request', async () => {
    const { actor, verifyCode, notify } = start();
    await toCodeStep(actor);
    actor.send({ type: 'CODE', code: 'abcd' });
    expect(notify).toHaveBeenCalledWith('OTP must be a 4-digit numeric value');
    expect(verifyCode).not.toHaveBeenCalled();
  });
});
