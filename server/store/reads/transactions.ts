import { desc, eq } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { transactions } from '../../db/schema';
import { transactionMatches } from '../list-filters';
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
      .where(transactionMatches(query))
      .orderBy(desc(transactions.transactionDate), desc(transactions.transactionId)),
});
