import { eq, inArray } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accounts, clients } from '../../db/schema';
import { emailKey } from '../../../src/domain/email';
import { accountColumns } from '../tables/accounts';

export const accountReads = (
  sql: Sql,
): Pick<StoreReads, 'accountById' | 'accountByEmail' | 'hasAdmin' | 'clientIdsByEmail'> => ({
  async accountById(id) {
    const [account] = await sql.select(accountColumns).from(accounts).where(eq(accounts.id, id));
    return account ?? null;
  },
  async hasAdmin() {
    const found = await sql
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.kind, 'admin'))
      .limit(1);
    return found.length > 0;
  },
  async clientIdsByEmail(keys) {
    if (keys.length === 0) return new Map();
    const rows = await sql
      .select({ key: clients.emailKey, id: clients.userId })
      .from(clients)
      .where(inArray(clients.emailKey, [...keys]));
    return new Map(rows.map((row) => [row.key, row.id]));
  },
  async accountByEmail(email) {
    const [account] = await sql
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.emailKey, emailKey(email)));
    return account ?? null;
  },
});
