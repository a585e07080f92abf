import { REASON_MAX } from '../../../domain/constants';
import { TOKENS } from '../../../application/tokens';
import { addPoints } from '../../../application/use-cases/add-points';
import { POINTS_MESSAGES, validateAddPoints, type AddPointsValues } from '../../../domain/points';
import { useLoadedProfile } from '../../session/admin-profile';
import { useAdminId } from '../../session/session-hooks';
import { LocationOptions } from '../../shared/forms/location-options';
import { useLocations } from '../../shared/hooks/useLocations';
import { openLocationNames } from '../../../domain/locations';
import { FormDialog } from '../../shared/forms/FormDialog';
import { DefaultValue } from '../../shared/forms/DefaultValue';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import type { ChangeDialogProps } from './change-dialog';

/**
 * Add Points: enabled once points (a whole number ≥ 1) or an amount spent, a reason and a location are filled
 * in (docs/product.md §5, §10.28). The location is where the points are earned, the admin's own by default
 * (docs/product.md §10.30).
 */
/** Says up front what the two fields are, so the refusal of both is never the first word of it. */
export const ADD_POINTS_HINT =
  'Type the points, or the amount spent for the programme to turn into points: one or the other.';

export function AddPointsDialog(props: ChangeDialogProps) {
  const { open, clientId, onClose, onDone, onFailed, restored, check, blocked } = props;
  const clients = useService(TOKENS.Clients);
  const adminId = useAdminId();
  const locations = useLocations(open);
  const own = useLoadedProfile()?.location ?? '';
  const byDefault = openLocationNames(locations.data ?? []).includes(own) ? own : '';
  return (
    <FormDialog<AddPointsValues>
      open={open}
      title="Add Points"
      description={ADD_POINTS_HINT}
      onClose={onClose}
      draft="add"
      initialValues={restored}
      validate={(values) => validateAddPoints({ ...values, location: values.location ?? '' })}
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
      <FormField name="location" label="Location" options={<LocationOptions locations={locations.data} />} />
      <DefaultValue name="location" value={byDefault} />
      <FormField name="reason" label="Reason" multiline limit={REASON_MAX} />
    </FormDialog>
  );
}
