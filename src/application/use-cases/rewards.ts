/** The rewards catalogue from the console (docs/product.md §10.23): the form's own checks first, the server's after. */
import {
  parseRewardPoints,
  rewardLocations,
  validateReward,
  type RewardErrors,
  type RewardValues,
} from '../../domain/rewards';
import type { RewardRepository } from '../ports/reward-repository';
import { done, refused, type Outcome } from './outcome';

/** Adds the reward (`rewardId` null) or changes it. */
export async function saveReward(
  rewards: RewardRepository,
  rewardId: string | null,
  values: RewardValues,
): Promise<Outcome<RewardErrors>> {
  const errors = validateReward(values);
  const points = parseRewardPoints(values.points);
  if (Object.keys(errors).length > 0 || points === null) return refused(errors);
  const input = {
    name: (values.name ?? '').trim(),
    points,
    locations: rewardLocations(values.locations ?? []),
  };
  if (rewardId === null) await rewards.create(input);
  else await rewards.change(rewardId, input);
  return done();
}

export async function archiveReward(rewards: RewardRepository, rewardId: string): Promise<Outcome<string>> {
  await rewards.archive(rewardId);
  return done();
}
