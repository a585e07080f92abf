import { Link } from 'wouter';
import type { OverviewTopClient } from '../../../domain/overview';
import { clientHref } from '../../shared/routes/paths';
import { formatCount } from './overview-words';

/** The ten clients who earned the most in the period, each a link to the client. */
export function TopClients({ clients }: { clients: readonly OverviewTopClient[] }) {
  return (
    <section className="overview-top" aria-labelledby="overview-top-heading">
      <h3 id="overview-top-heading">Top clients by points earned</h3>
      {clients.length === 0 ? (
        <p className="overview-top__empty">No client earned points in this period.</p>
      ) : (
        <ol className="overview-top__list">
          {clients.map((client) => (
            <li key={client.userId}>
              <Link href={clientHref(client.userId)}>{client.name || client.userId}</Link>
              <span className="overview-top__points">{formatCount(client.earned)} points</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
