/** The activity trail (append-only, migration 0001): columns, rows, its read and its one write. */
import { and, count, eq, sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import { ACTIVITY_SEARCH_FIELDS } from '../../src/backend/filters/match';
import type { ActivityRecord, NewActivity } from '../../src/backend/records';
import type { Sql } from '../db/database';
import { activity } from '../db/schema';
import { anyOf, searchIn, withinDays } from './filters';
import { searchKeys } from './keys';

/** Selects an ActivityRecord as it is. */
export const activityColumns = {
  seq: activity.seq,
  at: activity.at,
  adminId: activity.adminId,
  adminName: activity.adminName,
  action: activity.action,
  clientId: activity.clientId,
  clientName: activity.clientName,
  broadcastId: activity.broadcastId,
  broadcastText: activity.broadcastText,
  before: activity.before,
  after: activity.after,
  ip: activity.ip,
};

/** The search keys are the core's own search fields, so the two stores search the same text. */
export const activityRow = (entry: NewActivity): typeof activity.$inferInsert => ({
  ...entry,
  searchKeys: searchKeys(...ACTIVITY_SEARCH_FIELDS({ ...entry, seq: 0 } satisfies ActivityRecord)),
});

/**
 * Newest first by (at, seq), read from the indexes on (at, seq) and on action, admin or client with it. The
 * count stops at `countUpTo + 1` matches: a trail of millions is never counted whole.
 */
export const activityReads = (sql: Sql): Pick<StoreReads, 'listActivity'> => ({
  async listActivity(query) {
    const matching = and(
      query.after === null
        ? undefined
        : raw`(${activity.at}, ${activity.seq}) < (${query.after.at}::timestamptz, ${query.after.seq})`,
      anyOf(activity.action, query.actions),
      query.adminId === '' ? undefined : eq(activity.adminId, query.adminId),
      query.clientId === '' ? undefined : eq(activity.clientId, query.clientId),
      withinDays(activity.at, query),
      searchIn(activity.searchKeys, query.search),
    );
    const { number, size } = query.page;
    const rows = await sql
      .select(activityColumns)
      .from(activity)
      .where(matching)
      // NULLS LAST as the indexes are built: a plain DESC means NULLS FIRST, which no index here serves, and
      // PostgreSQL then sorted every match (250 ms for an action at 1,000,000 entries, 0.1 ms like this).
      .orderBy(raw`${activity.at} desc nulls last`, raw`${activity.seq} desc nulls last`)
      .limit(size)
      .offset((number - 1) * size);
    const capped = sql
      .select({ one: raw`1` })
      .from(activity)
      .where(matching)
      .limit(query.countUpTo + 1)
      .as('capped');
    const [counted] = await sql.select({ n: count() }).from(capped);
    const matches = counted?.n ?? 0;
    return { rows, total: Math.min(matches, query.countUpTo), totalExact: matches <= query.countUpTo };
  },
});

export const activityWrites = (tx: Sql): Pick<StoreTx, 'appendActivity'> => ({
  async appendActivity(entry) {
    await tx.insert(activity).values(activityRow(entry));
  },
});
