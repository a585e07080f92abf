import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { rewardChosenText, rewardLabel, rewardsOffered, type Reward } from '../../../domain/rewards';
import { FormField } from '../../shared/forms/FormField';
import type { Catalogue } from './useRewardCatalogue';

interface RewardChoiceProps {
  catalogue: Catalogue;
  balance: number;
  /** The custom amount's fields, shown while no reward is chosen. */
  custom: ReactNode;
  /** The location field: where the reward is redeemed, which decides what is offered. */
  location: ReactNode;
}

/**
 * Redeem's Reward (docs/product.md §10.23): the active rewards the balance covers at the location chosen,
 * with their cost, or Custom amount (the points and service typed as before).
 */
export function RewardChoice({ catalogue, balance, custom, location }: RewardChoiceProps) {
  const { values } = useFormState<{ rewardId?: string; location?: string }>({
    subscription: { values: true },
  });
  const rewards: Reward[] = catalogue.status === 'ready' ? catalogue.rewards : [];
  const offered = rewardsOffered(rewards, balance, values.location ?? '');
  // A reward chosen and then not offered at the location picked stays listed, so its error can be read.
  const chosen = rewards.find((r) => r.id === values.rewardId);
  const listed = chosen && !offered.includes(chosen) ? [chosen, ...offered] : offered;
  return (
    <>
      {catalogue.status === 'loading' && <p className="redeem__rewards-note">Loading the rewards…</p>}
      {catalogue.status === 'failed' && (
        <p className="redeem__rewards-note">The rewards could not be loaded: a custom amount still works.</p>
      )}
      {rewards.length > 0 && (
        <FormField
          name="rewardId"
          label="Reward"
          options={
            <>
              <option value="">Custom amount</option>
              {listed.map((reward) => (
                <option key={reward.id} value={reward.id}>
                  {rewardLabel(reward)}
                </option>
              ))}
            </>
          }
        />
      )}
      {chosen && offered.includes(chosen) && (
        <p className="redeem__rewards-note" aria-live="polite">
          {rewardChosenText(chosen, balance)}
        </p>
      )}
      {location}
      {!values.rewardId && custom}
    </>
  );
}
