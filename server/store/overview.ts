/**
 * GET admin/overview counted in the database (migration 0006): the sums and the chart from `points_daily`,
 * the ledger's daily summary a trigger keeps; active and top clients by GROUP BY over the period's ledger
 * rows, read by an index-only scan of `transactions_overview`; the clients in one pass over `clients`. The
 * same figures as backend/filters/overview-count.ts (the demo's count).
 */
import { sql as raw, type SQL } from 'drizzle-orm';
import type { OverviewQuery, StoreReads } from '../../src/backend/ports';
import { bucketStart, type OverviewPeriod } from '../../src/domain/overview';
import type { Sql } from '../db/database';
import { rowsOf, firstRow } from './rows';

const DAY_S = 86_400;
const DAY_MS = DAY_S * 1000;
const startOf = (day: string): string => `${day}T00:00:00.000Z`;
const endOf = (day: string): string => new Date(Date.parse(startOf(day)) + DAY_MS).toISOString();
/** `[from, to]` as `from <= column < day after to`: the index's range. */
const inPeriod = (column: SQL, p: OverviewPeriod): SQL =>
  raw`${column} >= ${startOf(p.from)}::timestamptz and ${column} < ${endOf(p.to)}::timestamptz`;
const atLocation = (locations: readonly string[]): SQL =>
  locations.length === 0
    ? raw`true`
    : raw`location_key in (${raw.join(
        locations.map((l) => raw`${l}`),
        raw`, `,
      )})`;
/** The bucket of a timestamp: whole `days` counted from the period's first midnight. */
const bucketOf = (column: SQL, q: OverviewQuery, days: number): SQL =>
  raw`floor(extract(epoch from ${column} - ${startOf(q.period.from)}::timestamptz) / ${days * DAY_S})::int`;

const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
const codeUnitOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const overviewReads = (sql: Sql): Pick<StoreReads, 'overview'> => ({
  async overview(q) {
    const date = raw`transaction_date`;
    const here = atLocation(q.locations);
    const clients = firstRow(
      await sql.execute(raw`
        select count(*) filter (where block_status <> 'Blocked') as active,
               count(*) filter (where block_status = 'Blocked') as blocked,
               coalesce(sum(points), 0) as outstanding
        from clients where ${here}`),
    );
    const joined = rowsOf(
      await sql.execute(raw`
        select ${bucketOf(raw`join_date`, q, 7)} as bucket, count(*) as n
        from clients where ${inPeriod(raw`join_date`, q.period)} and ${here}
        group by 1 order by 1`),
    );
    // Sums and the chart from the daily summary (migration 0006), whole UTC days as the period is.
    const sums = firstRow(
      await sql.execute(raw`
        select coalesce(sum(earned) filter (where day >= ${q.period.from}::date), 0) as earned,
               coalesce(sum(redeemed) filter (where day >= ${q.period.from}::date), 0) as redeemed,
               coalesce(sum(earned) filter (where day < ${q.period.from}::date), 0) as previous_earned,
               coalesce(sum(redeemed) filter (where day < ${q.period.from}::date), 0) as previous_redeemed
        from points_daily
        where day >= ${q.previous.from}::date and day <= ${q.period.to}::date and ${here}`),
    );
    const bars = rowsOf(
      await sql.execute(raw`
        select (day - ${q.period.from}::date) / ${q.bucketDays}::int as bucket, location,
               sum(earned) as earned, sum(redeemed) as redeemed
        from points_daily
        where day >= ${q.period.from}::date and day <= ${q.period.to}::date and ${here}
        group by 1, 2`),
    );
    // Active and top clients from one pass over the period's rows, grouped per client once.
    const perClient = rowsOf(
      await sql.execute(raw`
        with per_client as materialized (
          select client_id, coalesce(sum(transaction_points) filter (where type = 'add'), 0) as earned
          from transactions where ${inPeriod(date, q.period)} and ${here}
          group by client_id
        ), top as (
          select client_id, earned from per_client where earned > 0
          order by earned desc, client_id limit ${q.top}
        )
        select (select count(*) from per_client) as active, t.client_id, c.name, t.earned
        from (select 1) as one
        left join (top t join clients c on c.user_id = t.client_id) on true
        order by t.earned desc, t.client_id`),
    );
    const active = perClient[0] ?? {};
    const top = perClient.filter((row) => row.client_id !== null && row.client_id !== undefined);
    return {
      clients: { active: num(clients.active), blocked: num(clients.blocked) },
      pointsOutstanding: num(clients.outstanding),
      earned: num(sums.earned),
      redeemed: num(sums.redeemed),
      previousEarned: num(sums.previous_earned),
      previousRedeemed: num(sums.previous_redeemed),
      activeClients: num(active.active),
      points: bars
        .map((row) => ({
          bucket: num(row.bucket),
          location: text(row.location),
          earned: num(row.earned),
          redeemed: num(row.redeemed),
        }))
        .sort((a, b) => a.bucket - b.bucket || codeUnitOrder(a.location, b.location))
        .map((row) => ({
          start: bucketStart(q.period, row.bucket, q.bucketDays),
          location: row.location,
          earned: row.earned,
          redeemed: row.redeemed,
        })),
      newClients: joined.map((row) => ({
        start: bucketStart(q.period, num(row.bucket), 7),
        count: num(row.n),
      })),
      topClients: top.map((row) => ({
        userId: text(row.client_id),
        name: text(row.name),
        earned: num(row.earned),
      })),
    };
  },
});
