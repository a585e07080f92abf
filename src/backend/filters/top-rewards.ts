/**
 * The Overview's most redeemed rewards counted over records in memory: the demo's store uses it, and it is what
 * the SQL store's GROUP BY must equal (docs/product.md §10.23). A redemption counts where it was booked, in
 * the period, whatever happened to it since (as `redeemed` counts it; a reversal is a correction apart).
 */
import { zoneDayOf } from '../../domain/business-time';
import type { OverviewPeriod } from '../../domain/overview';
import { byRedemptions, type OverviewTopReward } from '../../domain/rewards';
import type { RewardRecord, TransactionRecord } from '../records';

export function countTopRewards(
  transactions: Iterable<TransactionRecord>,
  rewardById: (id: string) => RewardRecord | undefined,
  q: { period: OverviewPeriod; locations: readonly string[]; zone?: string },
  top: number,
): OverviewTopReward[] {
  const counted = new Map<string, OverviewTopReward>();
  for (const t of transactions) {
    if (t.type !== 'redeem' || t.rewardId === undefined || t.rewardId === null) continue;
    // A day of the business's zone (docs/product.md §10.31).
    const day = zoneDayOf(t.transactionDate, q.zone);
    if (day < q.period.from || day > q.period.to) continue;
    if (q.locations.length > 0 && !q.locations.includes(t.location.toLowerCase())) continue;
    const line = counted.get(t.rewardId) ?? {
      id: t.rewardId,
      name: rewardById(t.rewardId)?.name ?? t.reasonOrService,
      count: 0,
      points: 0,
    };
    line.count += 1;
    line.points += t.transactionPoints;
    counted.set(t.rewardId, line);
  }
  return [...counted.values()].sort(byRedemptions).slice(0, top);
}
