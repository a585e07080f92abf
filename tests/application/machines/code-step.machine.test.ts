// The one code step of sign-in, reset and sign-up: countdown, resend and its lock, code checks, a locked code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCodeStep } from '../../../src/application/machines/code-step.machine';
import { RequestError } from '../../../src/application/request-error';
import { deferred, flush, problemsOf } from './fakes';

const codeStep = createCodeStep<{ email: string }, { resetToken: string }>();

const locked = () =>
  new RequestError('Too many wrong codes.', {
    status: 429,
    notified: true,
    response: { message: 'Too many wrong codes.' },
  });

function start(
  options: {
    verify?: () => Promise<{ resetToken: string }>;
    resend?: () => Promise<{ adminId: string; attemptId: string }>;
  } = {},
) {
  const verify = vi.fn<(input: unknown) => Promise<{ resetToken: string }>>(
    options.verify ?? (async () => ({ resetToken: 'reset-1' })),
  );
  const resend = vi.fn<(input: unknown) => Promise<{ adminId: string; attemptId: string }>>(
    options.resend ?? (async () => ({ adminId: 'admin-2', attemptId: 'attempt-2' })),
  );
  const machine = codeStep.provide({
    actors: {
      verify: fromPromise(({ input }) => verify(input)),
      resend: fromPromise(({ input }) => resend(input)),
    },
  });
  const actor = createActor(machine, {
    input: { adminId: 'admin-1', attemptId: 'attempt-1', request: { email: 'a@b.c' } },
  });
  const problems = problemsOf(actor);
  actor.start();
  const context = () => actor.getSnapshot().context;
  return { actor, verify, resend, problems, context };
}

describe('the code step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a well-formed code as a number with the flow request, and finishes with what verify answered', async () => {
    const { actor, verify } = start();
    actor.send({ type: 'CODE', code: '0123' });
    await flush();
    expect(verify).toHaveBeenCalledWith({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
      otp: 123,
      request: { email: 'a@b.c' },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ resetToken: 'reset-1' });
  });

  it.each([
    ['123', 'Please enter all 4 digits of OTP'],
    ['', 'Please enter all 4 digits of OTP'],
    ['12a4', 'OTP must be a 4-digit numeric value'],
    ['12345', 'OTP must be a 4-digit numeric value'],
  ])('a code of %j is refused with %s and no request is sent', async (code, message) => {
    const { actor, verify, problems } = start();
    actor.send({ type: 'CODE', code });
    await flush();
    expect(problems).toEqual([{ step: 'code-format', message }]);
    expect(verify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
  });

  it('a refused code stays on the step and says so as a verify problem', async () => {
    const refused = new Error('Invalid OTP');
    const { actor, problems } = start({ verify: () => Promise.reject(refused) });
    actor.send({ type: 'CODE', code: '9999' });
    await flush();
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    expect(problems).toEqual([{ step: 'verify', error: refused }]);
  });

  it('a second code while verifying is ignored', () => {
    const pending = deferred<{ resetToken: string }>();
    const { actor, verify } = start({ verify: () => pending.promise });
    actor.send({ type: 'CODE', code: '1234' });
    actor.send({ type: 'CODE', code: '1234' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('counts 60 s down; resend is refused before zero and allowed at zero', async () => {
    const { actor, resend, context } = start();
    expect(context().secondsLeft).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(context().secondsLeft).toBe(1);
    actor.send({ type: 'RESEND' });
    expect(resend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(context().secondsLeft).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(context().secondsLeft).toBe(0);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).toHaveBeenCalledExactlyOnceWith({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
      request: { email: 'a@b.c' },
    });
  });

  it('a resend restarts a full minute, locks resend for 10 s and verifies for the id it answered', async () => {
    const { actor, verify, context } = start();
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(context()).toMatchObject({
      secondsLeft: 60,
      lockLeft: 10,
      adminId: 'admin-2',
      attemptId: 'attempt-2',
    });
    vi.advanceTimersByTime(9_000);
    expect(context()).toMatchObject({ secondsLeft: 51, lockLeft: 1 });
    vi.advanceTimersByTime(1_000);
    expect(context().lockLeft).toBe(0);
    vi.advanceTimersByTime(50_000);
    expect(context().secondsLeft).toBe(0);
    actor.send({ type: 'CODE', code: '1234' });
    await flush();
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ adminId: 'admin-2', attemptId: 'attempt-2' }),
    );
  });

  it('a failed resend keeps the step, the countdown at zero, and says so as a resend problem', async () => {
    const down = new Error('down');
    const { actor, context, problems } = start({ resend: () => Promise.reject(down) });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    expect(context().secondsLeft).toBe(0);
    expect(problems).toEqual([{ step: 'resend', error: down }]);
  });
});

describe('a code locked after too many wrong tries (429)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers a resend at once, before the minute is up', async () => {
    const { actor, resend, context } = start({ verify: () => Promise.reject(locked()) });
    vi.advanceTimersByTime(5_000);
    actor.send({ type: 'CODE', code: '1111' });
    await flush();
    expect(context()).toMatchObject({ codeLocked: true, secondsLeft: 55 });
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({ codeLocked: false, secondsLeft: 60, lockLeft: 10 });
  });

  it('still waits out the 10 s lock after a resend', async () => {
    const { actor, resend, context } = start({ verify: () => Promise.reject(locked()) });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    actor.send({ type: 'CODE', code: '1111' });
    await flush();
    expect(context()).toMatchObject({ codeLocked: true, lockLeft: 10 });
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).toHaveBeenCalledTimes(2);
  });

  it("waits out the server's lock (Retry-After) before a resend, counting it down", async () => {
    const lockedFor = (seconds: number) =>
      new RequestError('Too many wrong codes.', { status: 429, notified: true, retryAfterSeconds: seconds });
    const { actor, resend, context } = start({ verify: () => Promise.reject(lockedFor(90)) });
    actor.send({ type: 'CODE', code: '1111' });
    await flush();
    expect(context()).toMatchObject({ codeLocked: true, codeLockLeft: 90 });
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(89_000);
    expect(context().codeLockLeft).toBe(1);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({ codeLocked: false, codeLockLeft: 0 });
  });

  it('a resend refused as too many (429) waits as long as it was told', async () => {
    const tooMany = new RequestError('Too many attempts.', {
      status: 429,
      notified: true,
      retryAfterSeconds: 30,
    });
    const { actor, resend, context } = start({ resend: () => Promise.reject(tooMany) });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(context().codeLockLeft).toBe(30);
    actor.send({ type: 'RESEND' });
    await flush();
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('an ordinary wrong code offers no early resend', async () => {
    const { actor, resend, context } = start({ verify: () => Promise.reject(new Error('Invalid OTP')) });
    actor.send({ type: 'CODE', code: '1111' });
    await flush();
    expect(context().codeLocked).toBe(false);
    actor.send({ type: 'RESEND' });
    expect(resend).not.toHaveBeenCalled();
  });
});
