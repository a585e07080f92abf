import { eq, sql as raw } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { broadcasts, transactions } from '../../db/schema';
import { firstRow } from '../rows';
import { broadcastRow } from '../tables/broadcasts';
import { transactionRow } from '../tables/transactions';

const NEXT = {
  transaction: raw`select nextval('transaction_number') as next`,
  broadcast: raw`select nextval('broadcast_number') as next`,
};

export const ledgerWrites = (
  tx: Sql,
): Pick<StoreTx, 'nextSequence' | 'insertTransaction' | 'insertBroadcast' | 'updateBroadcast'> => ({
  // A database sequence: never reused, also when the transaction rolls back or another process asks.
  async nextSequence(name) {
    return Number(firstRow(await tx.execute(NEXT[name])).next);
  },
  async insertTransaction(transaction) {
    await tx.insert(transactions).values(transactionRow(transaction));
  },
  async insertBroadcast(broadcast) {
    await tx.insert(broadcasts).values(broadcastRow(broadcast));
  },
  async updateBroadcast(broadcastId, patch) {
    if (patch.bcDateTime === undefined) return;
    await tx
      .update(broadcasts)
      .set({ bcDateTime: patch.bcDateTime })
      .where(eq(broadcasts.broadcastId, broadcastId));
  },
});
