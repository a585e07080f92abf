import { eq, sql as raw } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { broadcasts, transactions } from '../../db/schema';
import { firstRow, rowsOf } from '../rows';
import { broadcastRow } from '../tables/broadcasts';
import { transactionRow } from '../tables/transactions';

const NEXT = {
  transaction: raw`select nextval('transaction_number') as next`,
  broadcast: raw`select nextval('broadcast_number') as next`,
  client: raw`select nextval('client_number') as next`,
};
const SEQUENCE = {
  transaction: 'transaction_number',
  broadcast: 'broadcast_number',
  client: 'client_number',
};

export const ledgerWrites = (
  tx: Sql,
): Pick<
  StoreTx,
  | 'nextSequence'
  | 'nextSequences'
  | 'insertTransaction'
  | 'insertTransactions'
  | 'insertBroadcast'
  | 'updateBroadcast'
> => ({
  // A database sequence: never reused, also when the transaction rolls back or another process asks.
  async nextSequence(name) {
    return Number(firstRow(await tx.execute(NEXT[name])).next);
  },
  async nextSequences(name, count) {
    if (count <= 0) return [];
    const result = await tx.execute(
      raw`select nextval(${SEQUENCE[name]}::regclass) as next from generate_series(1, ${count})`,
    );
    return rowsOf(result).map((row) => Number(row.next));
  },
  async insertTransactions(rows) {
    if (rows.length > 0) await tx.insert(transactions).values(rows.map(transactionRow));
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
