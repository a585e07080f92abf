import { describe, expect, it } from 'vitest';
import { afterSignIn, loginHref, safeReturnPath } from '../../../src/ui/shared/routes/return-path';

describe('the return path after sign-in (never an open redirect)', () => {
  it.each([
    ['/app/dashboard/clients/LL100010', '/app/dashboard/clients/LL100010'],
    ['/app/dashboard/clients?page=3&sort=name', '/app/dashboard/clients?page=3&sort=name'],
    ['/app/profile', '/app/profile'],
  ])('follows a console path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/app/dashboard',
    'https://evil.com/app/dashboard',
    'javascript:alert(1)',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/app/../..//evil.com',
    '/app/..%2F..%2F%2Fevil.com',
    '/\tapp',
    '/home-page',
    '/auth/login',
    'app/dashboard',
    '',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('the login link carries a console path and drops anything else', () => {
    expect(loginHref('/app/dashboard/clients/LL100010')).toBe(
      '/auth/login?next=%2Fapp%2Fdashboard%2Fclients%2FLL100010',
    );
    expect(loginHref('//evil.com')).toBe('/auth/login');
    expect(loginHref()).toBe('/auth/login');
  });

  it('after sign-in goes to the path asked for, or to the dashboard when it is refused', () => {
    expect(afterSignIn('?next=%2Fapp%2Fdashboard%2Fclients%2FLL100010')).toBe(
      '/app/dashboard/clients/LL100010',
    );
    expect(afterSignIn('?next=%2F%2Fevil.com')).toBe('/app/dashboard');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.com')).toBe('/app/dashboard');
    expect(afterSignIn('')).toBe('/app/dashboard');
  });
});
