import { and, desc, eq } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { transactions } from '../../db/schema';
import { anyOf, searchIn, withinDays } from '../filters';
import { transactionColumns } from '../tables/transactions';

export const transactionReads = (sql: Sql): Pick<StoreReads, 'transactionById' | 'listTransactions'> => ({
  async transactionById(transactionId) {
    const [transaction] = await sql
      .select(transactionColumns)
      .from(transactions)
      .where(eq(transactions.transactionId, transactionId));
    return transaction ?? null;
  },
  listTransactions: (query) =>
    sql
      .select(transactionColumns)
      .from(transactions)
      .where(
        and(
          searchIn(transactions.searchKeys, query.search),
          anyOf(transactions.locationKey, query.locations),
          query.type === '' ? undefined : eq(transactions.type, query.type),
          withinDays(transactions.transactionDate, query),
        ),
      )
      .orderBy(desc(transactions.transactionDate), desc(transactions.transactionId)),
});
