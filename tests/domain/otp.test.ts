import { describe, expect, it } from 'vitest';
import { checkOtp, joinOtp } from '../../src/domain/otp';

describe('the 4-digit code', () => {
  it('joins the four boxes in order', () => {
    expect(joinOtp(['1', '2', '', '4'])).toBe('124');
    expect(joinOtp(['0', '1', '2', '3'])).toBe('0123');
  });

  it.each([
    ['', { ok: false, message: 'Please enter all 4 digits of OTP' }],
    ['123', { ok: false, message: 'Please enter all 4 digits of OTP' }],
    ['12a4', { ok: false, message: 'OTP must be a 4-digit numeric value' }],
    ['1 34', { ok: false, message: 'OTP must be a 4-digit numeric value' }],
    ['12345', { ok: false, message: 'OTP must be a 4-digit numeric value' }],
    ['1234', { ok: true, otp: 1234 }],
    ['0123', { ok: true, otp: 123 }],
    ['0000', { ok: true, otp: 0 }],
  ])('%j → %j', (code, expected) => {
    expect(checkOtp(code)).toEqual(expected);
  });
});
