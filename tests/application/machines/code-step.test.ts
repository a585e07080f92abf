import { describe, expect, it } from 'vitest';
import {
  codeRefusal,
  otpToSend,
  resendAllowed,
  resendOffered,
  tickClocks,
} from '../../../src/application/machines/code-step';

describe('the shared code-step rules', () => {
  it.each([
    [
      { secondsLeft: 60, lockLeft: 10, codeLockLeft: 3600 },
      { secondsLeft: 59, lockLeft: 9, codeLockLeft: 3599 },
    ],
    [
      { secondsLeft: 1, lockLeft: 0, codeLockLeft: 1 },
      { secondsLeft: 0, lockLeft: 0, codeLockLeft: 0 },
    ],
    [
      { secondsLeft: 0, lockLeft: 0, codeLockLeft: 0 },
      { secondsLeft: 0, lockLeft: 0, codeLockLeft: 0 },
    ],
  ])('a tick takes one second off every clock, never below zero: %o → %o', (before, after) => {
    expect(tickClocks({ ...before, codeLocked: false })).toEqual(after);
  });

  it.each([
    [{ secondsLeft: 0, lockLeft: 0, codeLocked: false, codeLockLeft: 0 }, true, true],
    [{ secondsLeft: 1, lockLeft: 0, codeLocked: false, codeLockLeft: 0 }, false, false],
    [{ secondsLeft: 0, lockLeft: 4, codeLocked: false, codeLockLeft: 0 }, true, false],
    [{ secondsLeft: 42, lockLeft: 0, codeLocked: true, codeLockLeft: 0 }, true, true],
    [{ secondsLeft: 42, lockLeft: 4, codeLocked: true, codeLockLeft: 0 }, true, false],
    [{ secondsLeft: 42, lockLeft: 0, codeLocked: true, codeLockLeft: 120 }, true, false],
  ])(
    'resend is offered at zero or once the code is locked, and allowed outside both locks: %o → %s, %s',
    (clocks, offered, allowed) => {
      expect(resendOffered(clocks)).toBe(offered);
      expect(resendAllowed(clocks)).toBe(allowed);
    },
  );

  it.each([
    ['1234', 1234, ''],
    ['0123', 123, ''],
    ['123', 0, 'Please enter all 4 digits of OTP'],
    ['12a4', 0, 'OTP must be a 4-digit numeric value'],
  ])('code %s is sent as %i, or refused with "%s"', (code, otp, refusal) => {
    expect(otpToSend(code)).toBe(otp);
    expect(codeRefusal(code)).toBe(refusal);
  });
});
