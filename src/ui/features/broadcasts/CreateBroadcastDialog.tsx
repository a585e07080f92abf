import type { ChangeAttempt } from '../../../application/change-attempt';
import { BROADCAST_MAX } from '../../../domain/constants';
import { allLocationNames } from '../../../domain/locations';
import { useLocations } from '../../shared/hooks/useLocations';
import { TOKENS } from '../../../application/tokens';
import { done } from '../../../application/use-cases/outcome';
import { sendBroadcast } from '../../../application/use-cases/send-broadcast';
import { useAdminId } from '../../session/session-hooks';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { OptionList } from '../../shared/forms/option-list';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';

interface BroadcastValues {
  message?: string;
  /** '' : every location's clients (docs/product.md §10.27). */
  location?: string;
}

interface CreateBroadcastProps {
  open: boolean;
  onClose(): void;
  onSent(): void;
  /** The list refetches: a lost answer may hide a broadcast the server saved. */
  onFailed(): void;
}

/**
 * '+ Create BC': a message and Send, as the signed-in admin. Send is only disabled while the request is
 * pending: the server, not the form, refuses an empty message (docs/product.md §5).
 */
export function CreateBroadcastDialog({ open, onClose, onSent, onFailed }: CreateBroadcastProps) {
  const broadcasts = useService(TOKENS.Broadcasts);
  const adminId = useAdminId();
  const locations = useLocations(open);
  const send = async ({ message = '', location = '' }: BroadcastValues, attempt: ChangeAttempt) => {
    await sendBroadcast(broadcasts, { message, adminId, location }, attempt);
    return done<string>();
  };
  return (
    <FormDialog<BroadcastValues>
      open={open}
      title="Create Broadcast"
      onClose={onClose}
      onSubmit={(values, attempt) =>
        submitting(() => send(values, attempt), { onAccepted: onSent, onFailed })
      }
      canSubmit={() => true}
      submit="Send"
      className="broadcast-form"
    >
      <FormField name="message" label="Message" multiline limit={BROADCAST_MAX} />
      {/* Every location of the business, archived ones too: their clients may still be mailed (§10.29). */}
      <FormField
        name="location"
        label="Location"
        options={<OptionList prompt="All locations" values={allLocationNames(locations.data ?? [])} />}
      />
      <p className="broadcast-form__note">
        Emailed to the clients who gave email consent and are not blocked, of this location or all.
      </p>
    </FormDialog>
  );
}
