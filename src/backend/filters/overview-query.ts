/** GET admin/overview's query: a period of whole days (both required), and the locations. */
import { OVERVIEW_TOP_CLIENTS, periodProblem, pointsBucketDays, previousPeriod } from '../../domain/overview';
import { bad, good, type Read } from '../input/fields';
import type { OverviewQuery } from '../ports';
import { readDayRange, type Query } from './params';
import { readLocations } from './queries';

/** The period's days, its buckets and "today" are days of the business's `zone` (docs/product.md §10.31). */
export function parseOverviewQuery(query: Query, zone: string): Read<OverviewQuery> {
  const range = readDayRange(query, zone);
  if (!range.ok) return range;
  const { from, to } = range.value;
  if (from === '' || to === '') return bad('fromDate and toDate are both required, like 2026-01-31.');
  const period = { from, to };
  const problem = periodProblem(period);
  if (problem !== undefined) return bad(problem);
  const locations = readLocations(query);
  if (!locations.ok) return locations;
  return good({
    period,
    previous: previousPeriod(period),
    locations: [...new Set(locations.value)],
    bucketDays: pointsBucketDays(period),
    zone,
    top: OVERVIEW_TOP_CLIENTS,
  });
}
