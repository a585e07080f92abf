import type { AccountRecord } from '../../../src/backend/records';
import { accounts } from '../../db/schema';
import { emailKey } from '../../../src/domain/email';

/** Selects an AccountRecord as it is. */
export const accountColumns = {
  _id: accounts.id,
  kind: accounts.kind,
  name: accounts.name,
  email: accounts.email,
  passwordHash: accounts.passwordHash,
  image: accounts.image,
  role: accounts.role,
  location: accounts.location,
  createdAt: accounts.createdAt,
  verified: accounts.verified,
  active: accounts.active,
  lastSignInAt: accounts.lastSignInAt,
};

export const accountRow = ({ _id, ...account }: AccountRecord): typeof accounts.$inferInsert => ({
  ...account,
  id: _id,
  emailKey: emailKey(account.email),
});
