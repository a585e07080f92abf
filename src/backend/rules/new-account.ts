/**
 * How every account begins, whoever makes it (sign-up, invitation, the first set-up, the create-admin command):
 * no photo, active, never signed in, created now. Its password and whether it is verified are the caller's.
 */
import type { AccountRecord } from '../records';

type Given = Omit<AccountRecord, 'image' | 'createdAt' | 'active' | 'lastSignInAt'>;

export const newAccount = (given: Given, now: number): AccountRecord => ({
  ...given,
  image: '',
  createdAt: new Date(now).toISOString(),
  active: true,
  lastSignInAt: null,
});
