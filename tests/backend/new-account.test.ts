import { expect, it } from 'vitest';
import { newAccount } from '../../src/backend/rules/new-account';

it('every account begins with no photo, active, never signed in, created now; its password and verified as given', () => {
  const given = {
    _id: 'a1',
    kind: 'vendor' as const,
    name: 'Iron Gym',
    email: 'iron@gym.test',
    passwordHash: '',
    role: 'Vendor',
    location: 'USA',
    verified: false,
  };
  expect(newAccount(given, Date.parse('2026-11-26T10:00:00.000Z'))).toEqual({
    ...given,
    image: '',
    createdAt: '2026-11-26T10:00:00.000Z',
    active: true,
    lastSignInAt: null,
  });
});
