/**
 * How many clients a list query matches, exactly (the pager shows it). Filtered by location and block status
 * alone, the answer is kept already: `clients_totals` (migration 0007) holds the active and blocked clients
 * per location, moved by triggers in the same transaction as every insert, update and delete of a client,
 * so it reads a few rows instead of counting 100,000 (docs/performance.md, "Long and streamed calls"). A
 * search or a join-date range is not kept: those are counted.
 */
import { count, sql as raw, type SQL } from 'drizzle-orm';
import type { ClientQuery } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { clients, clientsTotals } from '../db/schema';
import { anyOf } from './filters';

/** The kept figure that counts the clients of `statuses` (none: either status). */
const keptColumns = (statuses: ClientQuery['statuses']): SQL => {
  const active = statuses.length === 0 || statuses.includes('Active');
  const blocked = statuses.length === 0 || statuses.includes('Blocked');
  if (active && blocked) return raw`${clientsTotals.active} + ${clientsTotals.blocked}`;
  return active ? raw`${clientsTotals.active}` : raw`${clientsTotals.blocked}`;
};

/** Only a search and a join-date range need the clients themselves. */
export const isKeptCount = (query: ClientQuery): boolean =>
  query.search === '' && query.from === '' && query.to === '';

export async function countClients(sql: Sql, query: ClientQuery, where: SQL | undefined): Promise<number> {
  if (!isKeptCount(query)) {
    const [counted] = await sql.select({ n: count() }).from(clients).where(where);
    return counted?.n ?? 0;
  }
  // sum() of bigint is numeric, which the drivers answer as text.
  const [kept] = await sql
    .select({ n: raw<string>`coalesce(sum(${keptColumns(query.statuses)}), 0)` })
    .from(clientsTotals)
    .where(anyOf(clientsTotals.locationKey, query.locations));
  return Number(kept?.n ?? 0);
}
