import type { OverviewTopReward } from '../../../domain/rewards';
import { formatCount } from './overview-words';

/** The rewards redeemed most in the period (docs/product.md §10.23): how many times, and the points they took. */
export function TopRewards({ rewards }: { rewards: readonly OverviewTopReward[] }) {
  return (
    <section className="overview-top" aria-labelledby="overview-top-rewards-heading">
      <h3 id="overview-top-rewards-heading">Most redeemed rewards</h3>
      {rewards.length === 0 ? (
        <p className="overview-top__empty">No reward was redeemed in this period.</p>
      ) : (
        <ol className="overview-top__list">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <span className="overview-top__name">{reward.name}</span>
              <span className="overview-top__points">
                {formatCount(reward.count)} {reward.count === 1 ? 'time' : 'times'} ·{' '}
                {formatCount(reward.points)} points
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
