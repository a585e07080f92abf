import { API } from '../../contract';
import { callTo } from './contract-call';
import type { OverviewRepository } from '../../application/ports/overview-repository';
import type { ApiClient } from './api-call';

/** GET admin/overview (an extension to docs/product.md §7, see docs/api.md). */
export function createHttpOverview(api: ApiClient): OverviewRepository {
  return {
    async load({ from, to, locations }, signal) {
      const answer = await api.send({
        ...callTo(API.getOverview, {}, { fromDate: from, toDate: to, location: locations }),
        signal,
      });
      return answer.overview;
    },
  };
}
