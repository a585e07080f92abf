/**
 * GET admin/overview counted in the database, in one statement (one round trip): the clients tile from
 * `clients_totals` and the sums and the chart from `points_daily` (summaries triggers keep, migrations 0006 and
 * 0007: a few rows per day instead of every ledger row); the new clients by an index-only scan of
 * `clients_by_join_date`; the active clients and the top ten by the functions of migration 0009: a range count
 * of `clients_last_seen` when the period reaches the newest ledger row (the console's presets all end today),
 * and one pass over the period's earn rows alone for the top ten, with the memory its hash needs
 * (docs/performance.md, "The overview"). The same figures as backend/filters/overview-count.ts (the demo's count).
 */
import { sql as raw, type SQL } from 'drizzle-orm';
import type { OverviewQuery, StoreReads } from '../../src/backend/ports';
import { DEFAULT_TIME_ZONE, zoneDayBounds } from '../../src/domain/business-time';
import { bucketAnchor, bucketStart, type OverviewPeriod } from '../../src/domain/overview';
import type { Sql } from '../db/database';
import { firstRow } from './rows';

/** The period's first instant and the first after it, in the business's zone. */
const boundsOf = (p: OverviewPeriod, zone: string) => zoneDayBounds({ ...p, zone });
/** `[from, to]` as `from <= column < day after to`: the index's range. */
const inPeriod = (column: SQL, p: OverviewPeriod, zone: string): SQL => {
  const { start, end } = boundsOf(p, zone);
  return raw`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
};
/** The locations as the functions of migration 0009 take them: an empty array for all. */
const locationArray = (locations: readonly string[]): SQL =>
  raw`array[${raw.join(
    locations.map((l) => raw`${l}`),
    raw`, `,
  )}]::text[]`;
const atLocation = (locations: readonly string[]): SQL =>
  locations.length === 0
    ? raw`true`
    : raw`location_key in (${raw.join(
        locations.map((l) => raw`${l}`),
        raw`, `,
      )})`;
/**
 * The bucket of a timestamp: whole `days` of the business's zone counted from the bucket anchor (weeks from
 * a Monday, domain/overview.ts). The zone is a parameter, never text in the statement.
 */
const bucketOf = (column: SQL, q: OverviewQuery, days: number, zone: string): SQL =>
  raw`((${column} at time zone ${zone}::text)::date - ${bucketAnchor(q.period, days)}::date) / ${days}::int`;

const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
const codeUnitOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A json column as either driver answers it: parsed (node-postgres, PGlite) or as text. */
const listOf = (value: unknown): Record<string, unknown>[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed)
    ? parsed.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
};

export const overviewReads = (sql: Sql): Pick<StoreReads, 'overview'> => ({
  async overview(q) {
    const here = atLocation(q.locations);
    const { from, to } = q.period;
    // points_daily's days are already the business's (migration 0027); the rest are cut at its midnights.
    const zone = q.zone ?? DEFAULT_TIME_ZONE;
    const { start, end } = boundsOf(q.period, zone);
    const places = locationArray(q.locations);
    const row = firstRow(
      await sql.execute(raw`
        with totals as (
          select coalesce(sum(active), 0) as active, coalesce(sum(blocked), 0) as blocked,
                 coalesce(sum(outstanding), 0) as outstanding
          from clients_totals where ${here}
        ), joined as (
          select ${bucketOf(raw`join_date`, q, 7, zone)} as bucket, count(*) as n
          from clients where ${inPeriod(raw`join_date`, q.period, zone)} and ${here}
          group by 1
        ), sums as (
          select coalesce(sum(earned) filter (where day >= ${from}::date), 0) as earned,
                 coalesce(sum(redeemed) filter (where day >= ${from}::date), 0) as redeemed,
                 coalesce(sum(earned) filter (where day < ${from}::date), 0) as previous_earned,
                 coalesce(sum(redeemed) filter (where day < ${from}::date), 0) as previous_redeemed,
                 coalesce(sum(corrections) filter (where day >= ${from}::date), 0) as corrections
          from points_daily
          where day >= ${q.previous.from}::date and day <= ${to}::date and ${here}
        ), bars as (
          select (day - ${bucketAnchor(q.period, q.bucketDays)}::date) / ${q.bucketDays}::int as bucket, location,
                 sum(earned) as earned, sum(redeemed) as redeemed
          from points_daily
          where day >= ${from}::date and day <= ${to}::date and ${here}
          group by 1, 2
          -- A day of corrections only has no bar: a reversal is neither earned nor redeemed.
          having sum(earned) <> 0 or sum(redeemed) <> 0
        ), top as (
          select t.client_id, c.name, t.earned
          from overview_top_earners(${start}::timestamptz, ${end}::timestamptz, ${places}, ${q.top}::int) as t
          join clients c on c.user_id = t.client_id
        )
        select totals.*, sums.*,
               overview_active_clients(${start}::timestamptz, ${end}::timestamptz, ${places}) as active_clients,
               (select coalesce(json_agg(joined order by bucket), '[]') from joined) as joined,
               (select coalesce(json_agg(bars), '[]') from bars) as bars,
               (select coalesce(json_agg(top order by earned desc, client_id collate "C"), '[]') from top) as top
        from totals, sums`),
    );
    return {
      clients: { active: num(row.active), blocked: num(row.blocked) },
      pointsOutstanding: num(row.outstanding),
      earned: num(row.earned),
      redeemed: num(row.redeemed),
      previousEarned: num(row.previous_earned),
      previousRedeemed: num(row.previous_redeemed),
      corrections: num(row.corrections),
      activeClients: num(row.active_clients),
      points: listOf(row.bars)
        .map((bar) => ({
          bucket: num(bar.bucket),
          location: text(bar.location),
          earned: num(bar.earned),
          redeemed: num(bar.redeemed),
        }))
        .sort((a, b) => a.bucket - b.bucket || codeUnitOrder(a.location, b.location))
        .map((bar) => ({
          start: bucketStart(q.period, bar.bucket, q.bucketDays),
          location: bar.location,
          earned: bar.earned,
          redeemed: bar.redeemed,
        })),
      newClients: listOf(row.joined).map((week) => ({
        start: bucketStart(q.period, num(week.bucket), 7),
        count: num(week.n),
      })),
      topClients: listOf(row.top).map((client) => ({
        userId: text(client.client_id),
        name: text(client.name),
        earned: num(client.earned),
      })),
    };
  },
});
