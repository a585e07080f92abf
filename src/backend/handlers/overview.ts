/** The Overview's figures (an extension to docs/product.md §7, see docs/api.md): one call, counted by the store. */
import { API } from '../../contract';
import { OVERVIEW_TOP_REWARDS } from '../../domain/rewards';
import { ok, refuse } from '../answers';
import { overviewWire } from '../wire-shapes';
import { parseOverviewQuery } from '../filters/overview-query';
import { locationFilterProblem } from '../filters/queries';
import { adminRoute, type CoreRoute } from '../routing';
import { businessZone } from '../rules/business-zone';
import { programmeFigures } from '../rules/expiring';
import { programmeOf } from '../rules/programme';

const getOverview = adminRoute(API.getOverview, async ({ ports, request, now }) => {
  const zone = await businessZone(ports.store);
  const query = parseOverviewQuery(request.query, zone);
  if (!query.ok) return refuse(400, query.message);
  const unknown = await locationFilterProblem(ports.store, query.value.locations);
  if (unknown) return refuse(400, unknown);
  const { period, previous, bucketDays } = query.value;
  const [figures, topRewards, programme] = await Promise.all([
    ports.store.overview(query.value),
    ports.store.topRewards(query.value, OVERVIEW_TOP_REWARDS),
    programmeOf(ports.store),
  ]);
  const owed = await programmeFigures(ports.store, programme, figures.pointsOutstanding, now, zone);
  return ok(API.getOverview, 'Overview loaded.', {
    overview: overviewWire({ period, previous, bucketDays, ...figures, topRewards, ...owed }),
  });
});

export const overviewRoutes: CoreRoute[] = [getOverview];
