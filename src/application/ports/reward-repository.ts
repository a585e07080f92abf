import type { Reward } from '../../domain/rewards';

/** What an admin sets on a reward (docs/product.md §10.23): its locations by name, none for every location. */
export interface RewardInput {
  name: string;
  points: number;
  locations: string[];
}

/** The rewards catalogue: any admin reads it; Super Admins change it. Each change answers the reward as it now is. */
export interface RewardRepository {
  /** The active rewards; with `archived`, the archived ones after them. */
  list(options: { archived: boolean }, signal?: AbortSignal): Promise<Reward[]>;
  create(input: RewardInput): Promise<Reward>;
  change(rewardId: string, input: RewardInput): Promise<Reward>;
  archive(rewardId: string): Promise<Reward>;
}
