import type { Overview } from '../../../domain/overview';
import { dollarsOf, redemptionRate } from '../../../domain/programme';
import { formatCount } from './overview-words';

/**
 * What the programme owes (docs/product.md §10.28): the liability in dollars, the points expiring in the next
 * 30 days, and the period's redemption rate (redeemed as a share of earned).
 */
export function ProgrammeFigures({ overview }: { overview: Overview }) {
  const rate = redemptionRate(overview.earned, overview.redeemed);
  return (
    <dl className="overview-programme" aria-label="Programme">
      <div>
        <dt>Liability</dt>
        <dd>{dollarsOf(overview.liabilityCents)}</dd>
      </div>
      <div>
        <dt>Expiring in the next 30 days</dt>
        <dd>{formatCount(overview.expiringNext30Days)} points</dd>
      </div>
      <div>
        <dt>Redemption rate</dt>
        <dd>{rate === null ? '-' : `${rate}%`}</dd>
      </div>
    </dl>
  );
}
