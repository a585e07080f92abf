import { describe, expect, it } from 'vitest';
import { checkOtp, enterCode, joinOtp } from '../../src/domain/otp';

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

describe('typing and pasting into the code boxes', () => {
  const empty = ['', '', '', ''];

  it.each([
    ['12 34', 0, ['1', '2', '3', '4']],
    [' 4321 ', 2, ['4', '3', '2', '1']],
    ['code: 1-2-3-4', 3, ['1', '2', '3', '4']],
    ['abcd', 0, ['', '', '', '']],
    ['12', 1, ['', '1', '2', '']],
    ['7', 0, ['7', '', '', '']],
    ['x', 0, ['', '', '', '']],
  ])('%j entered at box %i fills %j: digits only, a whole code from the first box', (text, index, boxes) => {
    expect(enterCode(empty, index, text).boxes).toEqual(boxes);
  });

  it('moves focus to the box after the last digit, staying on the last box at the end', () => {
    expect(enterCode(empty, 0, '7').focus).toBe(1);
    expect(enterCode(empty, 1, '12').focus).toBe(3);
    expect(enterCode(empty, 0, '1234').focus).toBe(3);
    expect(enterCode(empty, 2, 'ab').focus).toBe(2);
  });

  it('keeps what the other boxes hold', () => {
    expect(enterCode(['1', '2', '', '4'], 2, '9').boxes).toEqual(['1', '2', '9', '4']);
  });
});
