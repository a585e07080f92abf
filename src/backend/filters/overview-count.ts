/**
 * The Overview's figures counted over records in memory: the demo's store uses it, and it is what the SQL
 * store's GROUP BY must equal (the contract suite runs both against a count made by hand). Each record counts on
 * its day in the business's zone (docs/product.md §10.31).
 */
import { bucketIndex, bucketStart, type OverviewPeriod, type OverviewPointsBar } from '../../domain/overview';
import { zoneDayOf } from '../../domain/business-time';
import type { OverviewFigures, OverviewQuery } from '../ports';
import type { ClientListRow, TransactionRecord } from '../records';

/** The kinds earned, redeemed, the chart and the active clients count. */
const MOVES_FIGURES: readonly string[] = ['add', 'redeem'];
const within = (day: string, period: OverviewPeriod): boolean => day >= period.from && day <= period.to;
const atLocation = (locations: readonly string[], location: string): boolean =>
  locations.length === 0 || locations.includes(location.toLowerCase());

/** Most first, then by id, as the SQL store orders them. */
const byEarned = (a: [string, number], b: [string, number]): number =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function countClients(clients: readonly ClientListRow[], q: OverviewQuery) {
  const joined = new Map<number, number>();
  let active = 0;
  let blocked = 0;
  let pointsOutstanding = 0;
  for (const c of clients) {
    if (!atLocation(q.locations, c.location)) continue;
    if (c.blockStatus === 'Blocked') blocked += 1;
    else active += 1;
    pointsOutstanding += c.points;
    const day = zoneDayOf(c.joinDate, q.zone);
    if (within(day, q.period)) {
      const week = bucketIndex(q.period, day, 7);
      joined.set(week, (joined.get(week) ?? 0) + 1);
    }
  }
  const newClients = [...joined]
    .sort((a, b) => a[0] - b[0])
    .map(([week, count]) => ({ start: bucketStart(q.period, week, 7), count }));
  return { clients: { active, blocked }, pointsOutstanding, newClients };
}

export function countOverview(
  clients: readonly ClientListRow[],
  transactions: readonly TransactionRecord[],
  nameOf: (userId: string) => string,
  q: OverviewQuery,
): OverviewFigures {
  const sums = { earned: 0, redeemed: 0, previousEarned: 0, previousRedeemed: 0, corrections: 0 };
  const bars = new Map<string, OverviewPointsBar & { index: number }>();
  const earnedBy = new Map<string, number>();
  const active = new Set<string>();
  for (const t of transactions) {
    if (!atLocation(q.locations, t.location)) continue;
    const day = zoneDayOf(t.transactionDate, q.zone);
    // An opening balance is owed, not earned; a reversal is a correction (docs/product.md §10).
    if (t.type === 'reversal' && within(day, q.period)) sums.corrections += 1;
    if (!MOVES_FIGURES.includes(t.type)) continue;
    const add = t.type === 'add';
    if (within(day, q.previous)) {
      if (add) sums.previousEarned += t.transactionPoints;
      else sums.previousRedeemed += t.transactionPoints;
    }
    if (!within(day, q.period)) continue;
    if (add) sums.earned += t.transactionPoints;
    else sums.redeemed += t.transactionPoints;
    active.add(t.clientId);
    if (add) earnedBy.set(t.clientId, (earnedBy.get(t.clientId) ?? 0) + t.transactionPoints);
    const index = bucketIndex(q.period, day, q.bucketDays);
    const key = `${index}\u0000${t.location}`;
    const bar = bars.get(key) ?? {
      index,
      start: bucketStart(q.period, index, q.bucketDays),
      location: t.location,
      earned: 0,
      redeemed: 0,
    };
    if (add) bar.earned += t.transactionPoints;
    else bar.redeemed += t.transactionPoints;
    bars.set(key, bar);
  }
  const points = [...bars.values()]
    .sort((a, b) => a.index - b.index || (a.location < b.location ? -1 : a.location > b.location ? 1 : 0))
    .map(({ index: _index, ...bar }) => bar);
  const topClients = [...earnedBy]
    .sort(byEarned)
    .slice(0, q.top)
    .map(([userId, earned]) => ({ userId, name: nameOf(userId), earned }));
  return { ...countClients(clients, q), ...sums, activeClients: active.size, points, topClients };
}
