/** The programme table (one row) and the ledger reads the lots need (docs/product.md §10.28). */
import { and, eq, gt, inArray, sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { clients, programme, transactions } from '../db/schema';

/** The kinds whose entries give points: every add and opening balance, and a reversal that gave back. */
const GIVES = raw`(${transactions.type} in ('add', 'opening') or (${transactions.type} = 'reversal' and ${transactions.transactionPoints} > 0))`;

export const programmeReads = (sql: Sql): Pick<StoreReads, 'programme' | 'lotHolders' | 'movementsOf'> => ({
  async programme() {
    const [row] = await sql.select().from(programme).where(eq(programme.id, 1));
    if (!row) return null;
    const { id: _id, ...kept } = row;
    return kept;
  },
  async lotHolders(query) {
    // What the client earned from the bound on: a balance above it is left of a lot earned before it.
    const earnedSince = raw`coalesce((select sum(${transactions.transactionPoints}) from ${transactions}
      where ${transactions.clientId} = ${clients.userId} and ${GIVES}
      and ${transactions.transactionDate} >= ${query.earnedBefore}), 0)`;
    const rows = await sql
      .select({ id: clients.userId })
      .from(clients)
      .where(
        and(
          gt(clients.points, 0),
          query.after === '' ? undefined : gt(clients.userId, query.after),
          raw`${clients.points} > ${earnedSince}`,
          query.earnedFrom === ''
            ? undefined
            : raw`exists (select 1 from ${transactions} where ${transactions.clientId} = ${clients.userId}
              and ${GIVES} and ${transactions.transactionDate} < ${query.earnedBefore}
              and ${transactions.transactionDate} >= ${query.earnedFrom})`,
        ),
      )
      .orderBy(clients.userId)
      .limit(query.size);
    return rows.map((row) => row.id);
  },
  async movementsOf(clientIds) {
    if (clientIds.length === 0) return [];
    return sql
      .select({
        clientId: transactions.clientId,
        transactionId: transactions.transactionId,
        transactionDate: transactions.transactionDate,
        type: transactions.type,
        transactionPoints: transactions.transactionPoints,
      })
      .from(transactions)
      .where(inArray(transactions.clientId, [...clientIds]));
  },
});

export const programmeWrites = (tx: Sql): Pick<StoreTx, 'putProgramme'> => ({
  async putProgramme(values) {
    await tx
      .insert(programme)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: programme.id, set: values });
  },
});
