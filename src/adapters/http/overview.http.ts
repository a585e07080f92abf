import { array, literal, number, string, type, union } from 'superstruct';
import type { OverviewRepository } from '../../application/ports/overview-repository';
import type { ApiClient } from './api-call';

const Period = type({ from: string(), to: string() });
const OverviewSchema = type({
  period: Period,
  previous: Period,
  bucketDays: union([literal(1), literal(7)]),
  clients: type({ active: number(), blocked: number() }),
  pointsOutstanding: number(),
  earned: number(),
  redeemed: number(),
  previousEarned: number(),
  previousRedeemed: number(),
  activeClients: number(),
  points: array(type({ start: string(), location: string(), earned: number(), redeemed: number() })),
  newClients: array(type({ start: string(), count: number() })),
  topClients: array(type({ userId: string(), name: string(), earned: number() })),
});
const Answer = type({ overview: OverviewSchema });

/** GET admin/overview (an extension to docs/product.md §7, see docs/api.md). */
export function createHttpOverview(api: ApiClient): OverviewRepository {
  return {
    async load({ from, to, locations }, signal) {
      const answer = await api.send({
        method: 'GET',
        path: 'admin/overview',
        payload: { fromDate: from, toDate: to, location: locations },
        answer: Answer,
        signal,
      });
      return answer.overview;
    },
  };
}
