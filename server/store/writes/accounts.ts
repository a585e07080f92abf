import { eq } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts } from '../../db/schema';
import { accountRow } from '../tables/accounts';
import { changesSomething } from './patch';

export const accountWrites = (tx: Sql): Pick<StoreTx, 'insertAccount' | 'updateAccount'> => ({
  async insertAccount(account) {
    // A concurrent insert of the same email waits for the other to commit, then does nothing.
    const inserted = await tx
      .insert(accounts)
      .values(accountRow(account))
      .onConflictDoNothing({ target: accounts.emailKey })
      .returning({ id: accounts.id });
    return inserted.length > 0 ? 'inserted' : 'email-taken';
  },
  async updateAccount(id, patch) {
    const set = {
      passwordHash: patch.passwordHash,
      image: patch.image,
      verified: patch.verified,
      active: patch.active,
      role: patch.role,
      location: patch.location,
      lastSignInAt: patch.lastSignInAt,
    };
    if (changesSomething(set)) await tx.update(accounts).set(set).where(eq(accounts.id, id));
  },
});
