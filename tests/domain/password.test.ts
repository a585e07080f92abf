import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  newPasswordProblems,
  passwordStrength,
  strengthPercent,
  validateConfirmPassword,
  validateNewPassword,
} from '../../src/domain/password';

describe('new password rules, first broken rule wins in SPEC order', () => {
  it.each([
    ['', 'Password is required!'],
    [undefined, 'Password is required!'],
    ['Ab@1', 'Password must contain 8 characters!'],
    ['abcdefg@1', 'Password must include at least one uppercase letter!'],
    ['Abcdefgh1', 'Password must include at least one special character!'],
    ['Abcdefg@h', 'Password must include at least one number'],
    ['Abcdefg@1', undefined],
    ['Demo@1234', undefined],
  ])('%j → %j', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
  });

  it.each([
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '(',
    ')',
    ',',
    '.',
    '?',
    '"',
    ':',
    '{',
    '}',
    '|',
    '<',
    '>',
  ])('%s counts as a special character', (special) => {
    expect(validateNewPassword(`Abcdefg1${special}`)).toBeUndefined();
  });

  it.each(['-', '_', '+', '=', '~', ' '])('%j is not one of the special characters', (other) => {
    expect(validateNewPassword(`Abcdefg1${other}`)).toBe(
      'Password must include at least one special character!',
    );
  });
});

describe('confirm password', () => {
  it.each([
    ['', 'Abcdefg@1', 'Confirm Password is Required!'],
    [undefined, 'Abcdefg@1', 'Confirm Password is Required!'],
    ['Abcdefg@2', 'Abcdefg@1', 'Password & Confirm Password should match!'],
    ['Abcdefg@1', 'Abcdefg@1', undefined],
  ])('%j against %j → %j', (confirm, password, message) => {
    expect(validateConfirmPassword(confirm, password)).toBe(message);
  });
});

describe('a new password typed twice (the reset and the invitation): each field its first problem', () => {
  it.each([
    [{}, { password: 'Password is required!', confirm: 'Confirm Password is Required!' }],
    [{ password: 'weak', confirm: 'weak' }, { password: 'Password must contain 8 characters!' }],
    [
      { password: 'Strong#Pass1', confirm: 'Strong#Pass2' },
      { confirm: 'Password & Confirm Password should match!' },
    ],
    [{ password: 'Strong#Pass1', confirm: 'Strong#Pass1' }, {}],
  ])('%o → %o', (values, errors) => {
    expect(newPasswordProblems(values)).toEqual(errors);
  });
});

describe('strength: 1 length, 2 uppercase, 1 special, 1 digit; 20 % a point, green above 4', () => {
  it.each([
    ['', 0, 0, false],
    ['abcdefgh', 1, 20, false],
    ['A', 2, 40, false],
    ['a!', 1, 20, false],
    ['a1', 1, 20, false],
    ['Abcdefgh', 3, 60, false],
    ['Abcdefg1', 4, 80, false],
    ['Ab@1', 4, 80, false],
    ['Abcdefg@1', 5, 100, true],
  ])('%j scores %i (%i %), strong: %s', (password, score, percent, strong) => {
    expect(passwordStrength(password)).toBe(score);
    expect(strengthPercent(passwordStrength(password))).toBe(percent);
    expect(isStrongPassword(passwordStrength(password))).toBe(strong);
  });
});
