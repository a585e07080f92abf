/** The Overview's figures (an extension to docs/product.md §7, see docs/api.md): one call, counted by the store. */
import { API } from '../../contract';
import { OVERVIEW_TOP_REWARDS } from '../../domain/rewards';
import { ok, refuse } from '../answers';
import { parseOverviewQuery } from '../filters/overview-query';
import { adminRoute, type CoreRoute } from '../routing';
import { businessZone } from '../rules/business-zone';

const getOverview = adminRoute(API.getOverview, async ({ ports, request }) => {
  const query = parseOverviewQuery(request.query, await businessZone(ports.store));
  if (!query.ok) return refuse(400, query.message);
  const { period, previous, bucketDays } = query.value;
  const [figures, topRewards] = await Promise.all([
    ports.store.overview(query.value),
    ports.store.topRewards(query.value, OVERVIEW_TOP_REWARDS),
  ]);
  return ok('Overview loaded.', { overview: { period, previous, bucketDays, ...figures, topRewards } });
});

export const overviewRoutes: CoreRoute[] = [getOverview];
