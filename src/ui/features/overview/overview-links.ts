/** Where each tile and chart leads: the list behind the figure, filtered the same way (period, location). */
import type { Location, TransactionType } from '../../../domain/entities';
import { toQuery } from '../../../domain/filters';
import type { OverviewPeriod } from '../../../domain/overview';
import { PATHS } from '../../shared/routes/paths';

const withQuery = (path: string, filters: object): string => {
  const query = toQuery(filters);
  return query ? `${path}?${query}` : path;
};

/** The clients at these locations (every one, whatever the period: tiles of clients are "now"). */
export const clientsAt = (location: readonly Location[]): string => withQuery(PATHS.clients, { location });

/** The clients who joined in the period. */
export const clientsJoined = (period: OverviewPeriod, location: readonly Location[]): string =>
  withQuery(PATHS.clients, { from: period.from, to: period.to, location });

/** The ledger of the period, of one kind or all. */
export const pointsIn = (
  period: OverviewPeriod,
  location: readonly Location[],
  type: TransactionType | '' = '',
): string => withQuery(PATHS.points, { from: period.from, to: period.to, location, type });
