/** The Overview's figures (an extension to docs/product.md §7, see docs/api.md): one call, counted by the store. */
import { API } from '../../contract';
import { ok, refuse } from '../answers';
import { parseOverviewQuery } from '../filters/overview-query';
import { adminRoute, type CoreRoute } from '../routing';

const getOverview = adminRoute(API.getOverview, async ({ ports, request }) => {
  const query = parseOverviewQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  const { period, previous, bucketDays } = query.value;
  const figures = await ports.store.overview(query.value);
  return ok('Overview loaded.', { overview: { period, previous, bucketDays, ...figures } });
});

export const overviewRoutes: CoreRoute[] = [getOverview];
