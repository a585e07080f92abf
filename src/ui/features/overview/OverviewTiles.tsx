import { Link } from 'wouter';
import type { Location } from '../../../domain/entities';
import type { Overview } from '../../../domain/overview';
import { clientsAt, pointsIn } from './overview-links';
import { changeText, formatCount } from './overview-words';
import { dollarsOf } from '../../../domain/programme';

interface TileProps {
  label: string;
  value: number;
  detail: string;
  href: string;
}

/**
 * How long a figure is written, for its size (overview.css): the longer, the smaller a share of the tile's
 * width each character may take, so `756,400,000` fits a phone's tile on one line as `2,560` does.
 */
const lengthClass = (written: string): 'short' | 'long' | 'longer' =>
  written.length <= 9 ? 'short' : written.length <= 11 ? 'long' : 'longer';

/** One figure; the whole tile is the link to the list behind it. */
function Tile({ label, value, detail, href }: TileProps) {
  return (
    <li className="overview-tile">
      <Link href={href} className="overview-tile__link">
        <span className="overview-tile__label">{label}</span>
        <span className={`overview-tile__value overview-tile__value--${lengthClass(formatCount(value))}`}>
          {formatCount(value)}
        </span>
        <span className="overview-tile__detail">{detail}</span>
      </Link>
    </li>
  );
}

/**
 * The six tiles: clients (not blocked and blocked), points outstanding, earned and redeemed with their change,
 * the clients with a transaction in the period (named apart from the not-blocked clients, so the two counts
 * beside each other are not read as one), and the corrections (docs/product.md §10: reversals, counted apart).
 */
export function OverviewTiles({ overview, location }: { overview: Overview; location: readonly Location[] }) {
  const { clients, period, previous } = overview;
  return (
    <ul className="overview-tiles" aria-label="Figures">
      <Tile
        label="Clients"
        value={clients.active + clients.blocked}
        detail={`${formatCount(clients.active)} not blocked, ${formatCount(clients.blocked)} blocked`}
        href={clientsAt(location)}
      />
      <Tile
        label="Points outstanding"
        value={overview.pointsOutstanding}
        detail={`The sum of every balance: the programme owes ${dollarsOf(overview.liabilityCents)}`}
        href={clientsAt(location)}
      />
      <Tile
        label="Points earned"
        value={overview.earned}
        detail={changeText(overview.earned, overview.previousEarned, previous)}
        href={pointsIn(period, location, 'add')}
      />
      <Tile
        label="Points redeemed"
        value={overview.redeemed}
        detail={changeText(overview.redeemed, overview.previousRedeemed, previous)}
        href={pointsIn(period, location, 'redeem')}
      />
      <Tile
        label="Clients with a transaction"
        value={overview.activeClients}
        detail="At least one earned or redeemed in the period"
        href={pointsIn(period, location)}
      />
      <Tile
        label="Corrections"
        value={overview.corrections}
        detail="Reversals in the period: neither earned nor redeemed"
        href={pointsIn(period, location, 'reversal')}
      />
    </ul>
  );
}
