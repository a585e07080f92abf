import { useId } from 'react';
import { TOKENS } from '../../../application/tokens';
import { redeemPoints } from '../../../application/use-cases/redeem-points';
import { redeemReward, rewardRedeemProblems } from '../../../application/use-cases/redeem-reward';
import { REASON_MAX } from '../../../domain/constants';
import {
  POINTS_MESSAGES,
  SERVICE_SUGGESTIONS,
  pointsCount,
  validateRedeemPoints,
  type RedeemPointsValues,
} from '../../../domain/points';
import type { RewardRedeemValues } from '../../../domain/rewards';
import { useAdminId } from '../../session/session-hooks';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import type { ChangeDialogProps } from './change-dialog';
import { LocationOptions } from '../../shared/forms/location-options';
import { useLocations } from '../../shared/hooks/useLocations';
import { RewardChoice } from './RewardChoice';
import { useRewardCatalogue } from './useRewardCatalogue';

type RedeemValues = RedeemPointsValues & RewardRedeemValues;

/**
 * Redeem Points: a catalogue reward the balance covers at the location (docs/product.md §10.23), or a custom
 * amount — points ≥ 1 and not above the balance, a location and a service type (docs/product.md §5).
 */
export function RedeemPointsDialog({ balance, ...props }: ChangeDialogProps & { balance: number }) {
  const { open, clientId, onClose, onDone, onFailed, restored, check, blocked } = props;
  const clients = useService(TOKENS.Clients);
  const locations = useLocations(open);
  const adminId = useAdminId();
  const suggestions = useId();
  const catalogue = useRewardCatalogue(open);
  const rewardOf = (values: RedeemValues) =>
    catalogue.status === 'ready' ? catalogue.rewards.find((r) => r.id === values.rewardId) : undefined;
  const rewardRequest = (values: RedeemValues) => ({
    balance,
    reward: rewardOf(values),
    location: values.location ?? '',
  });
  return (
    <FormDialog<RedeemValues>
      open={open}
      title="Redeem Points"
      description={`Balance: ${pointsCount(balance)}`}
      onClose={onClose}
      draft="redeem"
      initialValues={restored}
      validate={(values) =>
        values.rewardId ? rewardRedeemProblems(rewardRequest(values)) : validateRedeemPoints(values, balance)
      }
      onSubmit={(values, attempt) =>
        submitting(
          () =>
            values.rewardId
              ? redeemReward(clients, { clientId, adminId, attempt, ...rewardRequest(values) })
              : redeemPoints(clients, { clientId, adminId, balance, values, attempt }),
          { onAccepted: onDone, onFailed },
        )
      }
      check={check}
      notice={blocked ? POINTS_MESSAGES.blocked : undefined}
      submit="Redeem Points"
      pending="Redeeming…"
    >
      <RewardChoice
        catalogue={catalogue}
        balance={balance}
        location={
          <FormField
            name="location"
            label="Location"
            options={<LocationOptions locations={locations.data} />}
          />
        }
        custom={
          <>
            <FormField name="points" label="Points" type="number" inputMode="numeric" />
            <FormField name="serviceType" label="Service Type" list={suggestions} limit={REASON_MAX} />
            <datalist id={suggestions}>
              {SERVICE_SUGGESTIONS.map((service) => (
                <option key={service} value={service} />
              ))}
            </datalist>
          </>
        }
      />
    </FormDialog>
  );
}
