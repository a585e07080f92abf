import { TOKENS } from '../../../application/tokens';
import { archiveReward, saveReward } from '../../../application/use-cases/rewards';
import {
  REWARD_NAME_MAX,
  rewardLabel,
  validateReward,
  type Reward,
  type RewardValues,
} from '../../../domain/rewards';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { ArchiveDialog } from './archive-dialog';
import { useService } from '../../shared/hooks/useService';
import { LocationChoices } from './LocationChoices';

interface DialogProps {
  onClose(): void;
  /** Accepted, or failed in a way that may have applied: the list is read again. */
  onChanged(): void;
}

/** Add reward (`reward` null) or Edit reward: Name, Points, Locations. */
export function RewardDialog({
  open,
  reward,
  onClose,
  onChanged,
}: DialogProps & { open: boolean; reward: Reward | null }) {
  const rewards = useService(TOKENS.Rewards);
  return (
    <FormDialog<RewardValues>
      open={open}
      title={reward === null ? 'Add reward' : `Edit ${reward.name}`}
      onClose={onClose}
      initialValues={
        reward === null
          ? { name: '', points: '', locations: [] }
          : { name: reward.name, points: String(reward.points), locations: reward.locations }
      }
      validate={validateReward}
      onSubmit={(values) =>
        submitting(() => saveReward(rewards, reward?.id ?? null, values), {
          onAccepted: () => {
            onChanged();
            onClose();
          },
          onFailed: onChanged,
        })
      }
      submit={reward === null ? 'Add reward' : 'Save'}
      pending="Saving…"
    >
      <FormField name="name" label="Name" autoComplete="off" limit={REWARD_NAME_MAX} />
      <FormField name="points" label="Points" type="number" inputMode="numeric" />
      <LocationChoices name="locations" kept={reward?.locations ?? []} />
    </FormDialog>
  );
}

/** Archive asks first: an archived reward is never offered again, and cannot be changed back. */
export function ArchiveRewardDialog({ reward, onClose, onChanged }: DialogProps & { reward: Reward | null }) {
  const rewards = useService(TOKENS.Rewards);
  return (
    <ArchiveDialog
      what="reward"
      archive={reward && (() => archiveReward(rewards, reward.id))}
      onClose={onClose}
      onChanged={onChanged}
    >
      {reward && (
        <p>
          Archive <strong>{rewardLabel(reward)}</strong>? Redeem no longer offers it; the points history keeps
          its name.
        </p>
      )}
    </ArchiveDialog>
  );
}
