/**
 * The demo's rewards catalogue (docs/product.md §10.23): reads and writes on the in-memory table, the same
 * answers as the SQL store's (server/store/rewards.ts), its unique key on the active rewards' names included.
 */
import { countTopRewards } from '../../../backend/filters/top-rewards';
import type { StoreTx } from '../../../backend/ports';
import type { RewardRecord } from '../../../backend/records';
import { rewardNameKey } from '../../../domain/rewards';
import type { Tables } from './tables';
import { put, type Undo } from './undo';

export type RewardReads = Pick<StoreTx, 'listRewards' | 'rewardById' | 'topRewards' | 'lockReward'>;
export type RewardWrites = Pick<StoreTx, 'insertReward' | 'updateReward'>;

export const rewardReads = (t: Tables): RewardReads => ({
  listRewards: async (archivedToo) => [...t.rewards.values()].filter((r) => archivedToo || r.active),
  rewardById: async (id) => t.rewards.get(id) ?? null,
  lockReward: async (id) => t.rewards.get(id) ?? null,
  topRewards: async (q, top) => countTopRewards(t.rows.transactions, (id) => t.rewards.get(id), q, top),
});

/** Whether another active reward than `id` has this name. */
const nameTaken = (t: Tables, reward: RewardRecord): boolean =>
  reward.active &&
  [...t.rewards.values()].some(
    (r) => r.active && r.id !== reward.id && rewardNameKey(r.name) === rewardNameKey(reward.name),
  );

export function rewardWrites(t: Tables, log: (undo: Undo) => void): RewardWrites {
  const keep = (reward: RewardRecord): void => log(put(t.rewards, reward.id, reward));
  return {
    async insertReward(reward) {
      if (nameTaken(t, reward)) return 'name-taken';
      keep(reward);
      return 'inserted';
    },
    async updateReward(reward) {
      if (nameTaken(t, reward)) return 'name-taken';
      keep(reward);
      return 'updated';
    },
  };
}
