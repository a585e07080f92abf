import { describe, expect, it } from 'vitest';
import { clockSkewOf, tokenExpiry } from '../../../src/adapters/browser/token-claims';
import { serverNow, sessionStatus } from '../../../src/domain/session';
import { tokenExpiringAt } from '../../application/machines/fakes';

const NOW = Date.UTC(2026, 0, 10, 12);

describe('a token’s expiry, as the session store reads it', () => {
  it.each([
    ['a token expiring in an hour', tokenExpiringAt(NOW + 3_600_000), true, 'valid'],
    ['a token expiring now', tokenExpiringAt(NOW), false, 'expired'],
    ['a token expired a second ago', tokenExpiringAt(NOW - 1000), false, 'expired'],
    ['no token', null, false, 'absent'],
    ['an empty token', '', false, 'absent'],
    ['two segments', 'abc.def', false, 'absent'],
    ['a payload that is not base64 JSON', 'a.%%%.c', false, 'absent'],
    ['a payload without exp', `x.${btoa(JSON.stringify({ sub: 1 }))}.y`, false, 'absent'],
    ['a string exp', `x.${btoa(JSON.stringify({ exp: 'soon' }))}.y`, false, 'absent'],
    ['a payload that is null', `x.${btoa('null')}.y`, false, 'absent'],
  ])('%s → %s', (_label, token, valid, status) => {
    expect(sessionStatus(tokenExpiry(token), NOW) === 'valid').toBe(valid);
    expect(sessionStatus(tokenExpiry(token), NOW)).toBe(status);
  });

  it('reads exp in seconds as epoch milliseconds', () => {
    expect(tokenExpiry(tokenExpiringAt(NOW + 5000))).toBe(NOW + 5000);
  });

  it('reads base64url payloads (- and _ and no padding)', () => {
    const payload = btoa(JSON.stringify({ exp: NOW / 1000 + 60, name: '??>>' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(sessionStatus(tokenExpiry(`h.${payload}.s`), NOW)).toBe('valid');
  });
});

describe('a browser whose clock is not the server’s', () => {
  const HOUR = 3_600_000;
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  /** A token as the server signs it: issued at its now, for an hour. */
  const issuedAt = (serverMs: number) =>
    `${encode({ alg: 'HS256' })}.${encode({ iat: serverMs / 1000, exp: serverMs / 1000 + 3600 })}.sig`;

  it('judges a token just issued expired by its own clock 3 hours fast, valid by the server’s as it can tell it', () => {
    const server = 1_800_000_000_000;
    const browser = server + 3 * HOUR;
    const token = issuedAt(server);
    const skew = clockSkewOf(token, browser);
    expect(skew).toBe(-3 * HOUR);
    expect(sessionStatus(tokenExpiry(token), browser)).toBe('expired');
    expect(sessionStatus(tokenExpiry(token), serverNow(browser, skew))).toBe('valid');
    // An hour later by either clock, it has expired.
    expect(sessionStatus(tokenExpiry(token), serverNow(browser + HOUR, skew))).toBe('expired');
  });

  it('a clock that is right, or a token without iat, makes no skew', () => {
    expect(clockSkewOf(issuedAt(1_800_000_000_000), 1_800_000_000_000)).toBe(0);
    expect(clockSkewOf(tokenExpiringAt(NOW), NOW + 3 * HOUR)).toBe(0);
    expect(serverNow(NOW, undefined)).toBe(NOW);
  });
});
