import { validateRedeemPoints } from '../../domain/points';
import { validateRewardRedeem, type Reward, type RewardRedeemValues } from '../../domain/rewards';
import type { ChangeAttempt } from '../change-attempt';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused, type Outcome } from './outcome';

export interface RedeemRewardRequest {
  clientId: string;
  adminId: string;
  /** The client's current total: a reward above it is refused before any request. */
  balance: number;
  /** The rewards Redeem was offered, by id. */
  reward: Reward | undefined;
  location: string;
  attempt?: ChangeAttempt;
}

/** The redemption's problems: the location, then the reward (archived, not offered there, not covered). */
export const rewardRedeemProblems = ({
  balance,
  reward,
  location,
}: Omit<RedeemRewardRequest, 'clientId' | 'adminId'>) =>
  validateRewardRedeem(
    reward,
    location,
    validateRedeemPoints(
      { points: reward?.points ?? 1, location, serviceType: reward?.name ?? '-' },
      balance,
    ),
  );

/** Redeems a catalogue reward (docs/product.md §10.23): its cost and name are the server's, by its id. */
export async function redeemReward(
  clients: ClientRepository,
  request: RedeemRewardRequest,
): Promise<Outcome<Partial<Record<keyof RewardRedeemValues, string>>>> {
  const errors = rewardRedeemProblems(request);
  const { reward, clientId, location, adminId, attempt } = request;
  if (Object.keys(errors).length > 0 || reward === undefined) return refused(errors);
  await clients.redeemPoints(clientId, { rewardId: reward.id, locationName: location, adminId }, attempt);
  return done();
}
