import { describe, expect, it } from 'vitest';
import {
  codeRefusal,
  otpToSend,
  resendAllowed,
  tickClocks,
} from '../../../src/application/machines/code-step';

describe('the shared code-step rules', () => {
  it.each([
    [
      { secondsLeft: 60, lockLeft: 10 },
      { secondsLeft: 59, lockLeft: 9 },
    ],
    [
      { secondsLeft: 1, lockLeft: 0 },
      { secondsLeft: 0, lockLeft: 0 },
    ],
    [
      { secondsLeft: 0, lockLeft: 0 },
      { secondsLeft: 0, lockLeft: 0 },
    ],
  ])('a tick takes one second off both clocks, never below zero: %o → %o', (before, after) => {
    expect(tickClocks(before)).toEqual(after);
  });

  it.each([
    [{ secondsLeft: 0, lockLeft: 0 }, true],
    [{ secondsLeft: 1, lockLeft: 0 }, false],
    [{ secondsLeft: 0, lockLeft: 4 }, false],
  ])('resend is allowed only at zero and outside the lock: %o → %s', (clocks, allowed) => {
    expect(resendAllowed(clocks)).toBe(allowed);
  });

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
