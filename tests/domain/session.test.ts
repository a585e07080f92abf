import { describe, expect, it } from 'vitest';
import {
  serverNow,
  isRememberedEmailValid,
  rememberUntil,
  sessionStatus,
  validateSignIn,
} from '../../src/domain/session';

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('sessionStatus: the one check both guards use', () => {
  it.each([
    ['an expiry in an hour', NOW + 3_600_000, 'valid'],
    ['an expiry now', NOW, 'expired'],
    ['an expiry a second ago', NOW - 1000, 'expired'],
    ['no expiry (no token, or a malformed one)', null, 'absent'],
  ] as const)('%s → %s', (_label, expiry, status) => {
    expect(sessionStatus(expiry, NOW)).toBe(status);
  });

  it('judges by the server’s clock as the browser can tell it', () => {
    const HOUR = 3_600_000;
    expect(sessionStatus(NOW + HOUR, NOW + 3 * HOUR)).toBe('expired');
    expect(sessionStatus(NOW + HOUR, serverNow(NOW + 3 * HOUR, -3 * HOUR))).toBe('valid');
    expect(serverNow(NOW, undefined)).toBe(NOW);
  });
});

describe('remember-me', () => {
  it('lasts 7 days', () => {
    expect(rememberUntil(NOW)).toBe(NOW + 7 * DAY);
  });

  it.each([
    [{ expiresAt: NOW + 1 }, true],
    [{ expiresAt: NOW }, false],
    [{ expiresAt: NOW - DAY }, false],
    [null, false],
  ])('%j is usable: %s', (remembered, usable) => {
    expect(isRememberedEmailValid(remembered, NOW)).toBe(usable);
  });
});

describe('login form fields', () => {
  it.each([
    [{}, { email: 'Email is required!', password: 'Password is Required!' }],
    [{ email: '  ', password: 'x' }, { email: 'Email is required!' }],
    [{ email: 'a@b.co', password: '' }, { password: 'Password is Required!' }],
    [{ email: ' a@b.co ', password: 'x' }, {}],
    [{ email: 'test@x.com.', password: 'x' }, { email: 'Enter a valid email address!' }],
    [{ email: '<script>@x.com', password: 'x' }, { email: 'Enter a valid email address!' }],
  ])('%j → %j', (values, errors) => {
    expect(validateSignIn(values)).toEqual(errors);
  });
});
