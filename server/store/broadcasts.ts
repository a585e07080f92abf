/** The broadcasts table: columns, rows, reads and writes. */
import { and, count, desc, eq, or, sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { BroadcastRecord } from '../../src/backend/records';
import type { Sql } from '../db/database';
import { broadcasts } from '../db/schema';
import { searchIn, withinDays } from './filters';
import { searchKeys } from './keys';

/** Selects a BroadcastRecord as it is. */
export const broadcastColumns = {
  _id: broadcasts.id,
  broadcastId: broadcasts.broadcastId,
  bcDateTime: broadcasts.bcDateTime,
  opened: broadcasts.opened,
  createdBy: broadcasts.createdBy,
  description: broadcasts.description,
  location: broadcasts.location,
  resentAt: broadcasts.resentAt,
  resends: broadcasts.resends,
};

export const broadcastRow = ({ _id, ...broadcast }: BroadcastRecord): typeof broadcasts.$inferInsert => ({
  ...broadcast,
  id: _id,
  searchKeys: searchKeys(broadcast.broadcastId, _id, broadcast.description),
});

export const broadcastReads = (sql: Sql): Pick<StoreReads, 'broadcastById' | 'listBroadcasts'> => ({
  async broadcastById(id) {
    // A broadcastId match wins over an _id match, as in the demo.
    const [broadcast] = await sql
      .select(broadcastColumns)
      .from(broadcasts)
      .where(or(eq(broadcasts.broadcastId, id), eq(broadcasts.id, id)))
      .orderBy(desc(raw`${broadcasts.broadcastId} = ${id}`))
      .limit(1);
    return broadcast ?? null;
  },
  async listBroadcasts(query) {
    const matching = and(
      searchIn(broadcasts.searchKeys, query.search),
      withinDays(broadcasts.bcDateTime, query),
    );
    const newestFirst = sql
      .select(broadcastColumns)
      .from(broadcasts)
      .where(matching)
      .orderBy(desc(broadcasts.bcDateTime), desc(broadcasts.broadcastId))
      .$dynamic();
    const { page } = query;
    const rows = await (page
      ? newestFirst.limit(page.size).offset((page.number - 1) * page.size)
      : newestFirst);
    const [matches] = await sql.select({ n: count() }).from(broadcasts).where(matching);
    const [all] = await sql.select({ n: count() }).from(broadcasts);
    return { rows, total: matches?.n ?? 0, totalCount: all?.n ?? 0 };
  },
});

export const broadcastWrites = (tx: Sql): Pick<StoreTx, 'insertBroadcast' | 'updateBroadcast'> => ({
  async insertBroadcast(broadcast) {
    await tx.insert(broadcasts).values(broadcastRow(broadcast));
  },
  async updateBroadcast(broadcastId, { bcDateTime, resentAt, resends }) {
    const set = { bcDateTime, resentAt, resends };
    if (Object.values(set).every((value) => value === undefined)) return;
    await tx.update(broadcasts).set(set).where(eq(broadcasts.broadcastId, broadcastId));
  },
});
