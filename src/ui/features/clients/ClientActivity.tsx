import { useId } from 'react';
import { Link } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { activityChange, activityLabel } from '../../../domain/activity';
import type { Client } from '../../../domain/entities';
import { ACTIVITY_FILTERS } from '../../../domain/filters';
import { formatListDateTime } from '../../shared/format';
import { LoadFailure } from '../../shared/components/status/LoadFailure';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { clientActivityHref } from '../../shared/routes/paths';

/** How many of the client's latest entries the detail page shows; the link leads to the rest. */
const LATEST = 5;

/** The client's five latest trail entries (exact client id), with a link to the Activity page filtered to them. */
export function ClientActivity({ client }: { client: Client }) {
  const activity = useService(TOKENS.Activity);
  const headingId = useId();
  // A change to the client (points, status, notes, its details) wrote an entry: the key fetches the list again.
  const key = JSON.stringify([
    client.userId,
    client.points,
    client.blockStatus,
    client.notes ?? '',
    client.name,
    client.email,
    client.location,
  ]);
  const latest = useResource(key, (signal) =>
    activity.list(
      { ...ACTIVITY_FILTERS.empty, clientId: client.userId },
      { number: 1, size: LATEST },
      signal,
    ),
  );
  const entries = latest.data?.rows;
  return (
    <section className="client-activity" aria-labelledby={headingId} aria-busy={latest.status === 'loading'}>
      <h3 id={headingId}>Latest Activity</h3>
      {latest.status === 'error' && (
        <LoadFailure what="this client's activity" error={latest.error} onRetry={latest.reload} />
      )}
      {entries?.length === 0 && <p>No activity yet.</p>}
      {entries && entries.length > 0 && (
        <ul className="client-activity__list">
          {entries.map((entry) => (
            <li key={entry.seq}>
              <span className="client-activity__when">{formatListDateTime(entry.at)}</span>{' '}
              <strong>{activityLabel(entry.action)}</strong>
              {activityChange(entry) && <> {activityChange(entry)}</>} <span>by {entry.adminName}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="row-link" href={clientActivityHref(client.userId)}>
        All activity for {client.userId}
      </Link>
    </section>
  );
}
