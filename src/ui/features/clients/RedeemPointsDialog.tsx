import { useId } from 'react';
import { Form } from 'react-final-form';
import { TOKENS } from '../../../application/tokens';
import { redeemPoints } from '../../../application/use-cases/redeem-points';
import { LOCATIONS } from '../../../domain/constants';
import { SERVICE_SUGGESTIONS, validateRedeemPoints } from '../../../domain/points';
import type { RedeemPointsValues } from '../../../domain/points';
import { useAdminId } from '../../session/session-hooks';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { DialogFailure } from '../../shared/components/dialog/DialogFailure';
import { useService } from '../../shared/hooks/useService';
import { FormField } from '../../shared/forms/FormField';
import { usePendingAction } from '../../shared/hooks/usePendingAction';

interface RedeemDialogProps {
  open: boolean;
  clientId: string;
  balance: number;
  onClose(): void;
  onDone(): void;
  /** Called after a failed request: refetch, since the server may have saved before the answer was lost. */
  onFailed(): void;
}

/** Redeem Points: points ≥ 1 and not above the balance, a location and a service type (SPEC §5). */
export function RedeemPointsDialog({
  open,
  clientId,
  balance,
  onClose,
  onDone,
  onFailed,
}: RedeemDialogProps) {
  const clients = useService(TOKENS.Clients);
  const adminId = useAdminId();
  const suggestions = useId();
  const { pending, failure, run, clearFailure } = usePendingAction();
  const close = () => {
    if (pending) return;
    clearFailure();
    onClose();
  };
  const submit = (values: RedeemPointsValues) =>
    run(async () => (await redeemPoints(clients, { clientId, adminId, balance, values })).ok, onFailed).then(
      (ok) => ok && onDone(),
    );

  return (
    <Dialog open={open} title="Redeem Points" description={`Balance: ${balance} points`} onClose={close}>
      <Form<RedeemPointsValues>
        onSubmit={submit}
        validate={(values) => validateRedeemPoints(values, balance)}
      >
        {({ handleSubmit, invalid }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormField name="points" label="Points" type="number" inputMode="numeric" />
            <FormField name="location" label="Location">
              <option value="">Select a location</option>
              {LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </FormField>
            <FormField name="serviceType" label="Service Type" list={suggestions} />
            <datalist id={suggestions}>
              {SERVICE_SUGGESTIONS.map((service) => (
                <option key={service} value={service} />
              ))}
            </datalist>
            <DialogFailure message={failure} />
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={close} disabled={pending}>
                Cancel
              </button>
              <button type="submit" className="button" disabled={invalid || pending}>
                {pending ? 'Redeeming…' : 'Redeem Points'}
              </button>
            </div>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
