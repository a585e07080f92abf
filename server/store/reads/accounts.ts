import { eq } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts } from '../../db/schema';
import { emailKey } from '../../../src/domain/email';
import { accountColumns } from '../tables/accounts';

export const accountReads = (
  sql: Sql,
): Pick<StoreReads, 'accountById' | 'accountByEmail'> => ({
  async accountById(id) {
    const [account] = await sql.select(accountColumns).from(accounts).where(eq(accounts.id, id));
    return account ?? null;
  },
  async accountByEmail(email) {
    const [account] = await sql
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.emailKey, emailKey(email)));
    return account ?? null;
  },
});
