import { REASON_MAX } from '../../../domain/constants';
import { TOKENS } from '../../../application/tokens';
import { addPoints } from '../../../application/use-cases/add-points';
import { POINTS_MESSAGES, validateAddPoints, type AddPointsValues } from '../../../domain/points';
import { useAdminId } from '../../session/session-hooks';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import type { ChangeDialogProps } from './change-dialog';

/**
 * Add Points: enabled once points (a whole number ≥ 1) or an amount spent, and a reason, are filled in
 * (docs/product.md §5, §10.28).
 */
export function AddPointsDialog(props: ChangeDialogProps) {
  const { open, clientId, onClose, onDone, onFailed, restored, check, blocked } = props;
  const clients = useService(TOKENS.Clients);
  const adminId = useAdminId();
  return (
    <FormDialog<AddPointsValues>
      open={open}
      title="Add Points"
      onClose={onClose}
      draft="add"
      initialValues={restored}
      validate={validateAddPoints}
      onSubmit={(values, attempt) =>
        submitting(() => addPoints(clients, { clientId, adminId, values, attempt }), {
          onAccepted: onDone,
          onFailed,
        })
      }
      check={check}
      notice={blocked ? POINTS_MESSAGES.blocked : undefined}
      submit="Add Points"
      pending="Adding…"
    >
      <div className="points-or-amount">
        <FormField name="points" label="Points" type="number" inputMode="numeric" />
        {/* docs/product.md §10.28: or what the client spent, turned into points by the programme. */}
        <FormField name="amount" label="Amount spent ($)" inputMode="decimal" />
      </div>
      <FormField name="reason" label="Reason" multiline limit={REASON_MAX} />
    </FormDialog>
  );
}
