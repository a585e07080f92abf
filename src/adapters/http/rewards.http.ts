import { API } from '../../contract';
import type { RewardRepository } from '../../application/ports/reward-repository';
import type { ApiClient } from './api-call';
import { callTo } from './contract-call';

/** The rewards catalogue under admin/rewards (docs/api.md, "Rewards"). */
export function createHttpRewards(api: ApiClient): RewardRepository {
  return {
    list: async ({ archived }, signal) =>
      (
        await api.send({
          ...callTo(API.listRewards, {}, archived ? { archived: 'true' } : {}),
          signal,
        })
      ).rewards,
    create: async (input) => (await api.send(callTo(API.createReward, {}, input))).reward,
    change: async (rewardId, input) =>
      (await api.send(callTo(API.changeReward, { id: rewardId }, input))).reward,
    archive: async (rewardId) => (await api.send({ ...callTo(API.archiveReward, { id: rewardId }) })).reward,
  };
}
