import { eq } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts } from '../../db/schema';
import { accountRow } from '../tables/accounts';
import { changesSomething } from './patch';

export const accountWrites = (tx: Sql): Pick<StoreTx, 'insertAccount' | 'updateAccount'> => ({
  async insertAccount(account) {
    await tx.insert(accounts).values(accountRow(account));
  },
  async updateAccount(id, patch) {
    const set = { passwordHash: patch.passwordHash, image: patch.image, verified: patch.verified };
    if (changesSomething(set)) await tx.update(accounts).set(set).where(eq(accounts.id, id));
  },
});
