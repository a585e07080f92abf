/** The numbering sequences of transactions, broadcasts and clients (migration 0000). */
import { sql as raw } from 'drizzle-orm';
import type { StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { firstRow, rowsOf } from './rows';

const NEXT = {
  transaction: raw`select nextval('transaction_number') as next`,
  broadcast: raw`select nextval('broadcast_number') as next`,
  client: raw`select nextval('client_number') as next`,
};
/** Each sequence's name in the database. */
export const SEQUENCE = {
  transaction: 'transaction_number',
  broadcast: 'broadcast_number',
  client: 'client_number',
};

export const sequenceWrites = (tx: Sql): Pick<StoreTx, 'nextSequence' | 'nextSequences'> => ({
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
});
