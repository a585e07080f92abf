import { Form } from 'react-final-form';
import { TOKENS } from '../../../application/tokens';
import { addPoints } from '../../../application/use-cases/add-points';
import { validateAddPoints } from '../../../domain/points';
import type { AddPointsValues } from '../../../domain/points';
import { useAdminId } from '../../session/session-hooks';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { DialogFailure } from '../../shared/components/dialog/DialogFailure';
import { useService } from '../../shared/hooks/useService';
import { FormField } from '../../shared/forms/FormField';
import { usePendingAction } from '../../shared/hooks/usePendingAction';

interface PointsDialogProps {
  open: boolean;
  clientId: string;
  onClose(): void;
  /** Called after the server accepted the change: refetch and close. */
  onDone(): void;
  /** Called after a failed request: refetch, since the server may have saved before the answer was lost. */
  onFailed(): void;
}

/** Add Points: enabled once points (a whole number ≥ 1) and a reason are filled in (SPEC §5). */
export function AddPointsDialog({ open, clientId, onClose, onDone, onFailed }: PointsDialogProps) {
  const clients = useService(TOKENS.Clients);
  const adminId = useAdminId();
  const { pending, failure, run, clearFailure } = usePendingAction();
  const close = () => {
    if (pending) return;
    clearFailure();
    onClose();
  };
  const submit = (values: AddPointsValues) =>
    run(async () => (await addPoints(clients, { clientId, adminId, values })).ok, onFailed).then(
      (ok) => ok && onDone(),
    );

  return (
    <Dialog open={open} title="Add Points" onClose={close}>
      <Form<AddPointsValues> onSubmit={submit} validate={validateAddPoints}>
        {({ handleSubmit, invalid }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormField name="points" label="Points" type="number" inputMode="numeric" />
            <FormField name="reason" label="Reason" multiline />
            <DialogFailure message={failure} />
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={close} disabled={pending}>
                Cancel
              </button>
              <button type="submit" className="button" disabled={invalid || pending}>
                {pending ? 'Adding…' : 'Add Points'}
              </button>
            </div>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
