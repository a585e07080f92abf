import { ADMIN, SUPER_ADMIN } from '../../domain/roles';
import { DEMO_ACCOUNT, DEMO_SECOND_ADMIN } from './demo-account';
import type { AccountRecord } from '../records';

export const DEMO_ADMIN_ID = '64f1c0ffee0000000000a001';
export const SECOND_ADMIN_ID = '64f1c0ffee0000000000a002';
const DAY_MS = 86_400_000;

/** A small initials avatar, so the header shows a picture before anyone uploads one. */
const avatar = (initials: string, colour: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

/** `passwordHash`: the demo password as the host's hasher hashed it. */
export function seedAccounts(anchorMs: number, passwordHash: string): AccountRecord[] {
  const base = {
    kind: 'admin' as const,
    passwordHash,
    verified: true,
    active: true,
    lastSignInAt: null,
  };
  return [
    {
      ...base,
      _id: DEMO_ADMIN_ID,
      name: 'Avery Morgan',
      email: DEMO_ACCOUNT.email,
      image: avatar('AM', '#2f6f4f'),
      role: SUPER_ADMIN,
      location: 'Mississauga',
      createdAt: new Date(anchorMs - 540 * DAY_MS + 9 * 3_600_000).toISOString(),
    },
    {
      ...base,
      _id: SECOND_ADMIN_ID,
      name: 'Jordan Lee',
      email: DEMO_SECOND_ADMIN.email,
      image: avatar('JL', '#5b3f8c'),
      role: ADMIN,
      location: 'Oakville',
      createdAt: new Date(anchorMs - 420 * DAY_MS + 14 * 3_600_000).toISOString(),
    },
  ];
}
