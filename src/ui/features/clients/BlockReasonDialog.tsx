import { useId } from 'react';
import { Dialog } from '../../shared/components/dialog/Dialog';
import type { BlockDialogControl } from './useBlockDialog';

/** Asks why a client is blocked or made active again; Confirm waits for a reason and for the request. */
export function BlockReasonDialog({ control }: { control: BlockDialogControl }) {
  const reasonId = useId();
  const blocking = control.status === 'Blocked';
  return (
    <Dialog
      open={control.open}
      title={blocking ? 'Block Client' : 'Activate Client'}
      description={`Client ID : ${control.clientId}. Please give a reason for this change.`}
      onClose={() => !control.pending && control.close()}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          control.confirm();
        }}
      >
        <div className="field">
          <label htmlFor={reasonId}>Reason</label>
          <textarea
            id={reasonId}
            className="textarea"
            value={control.reason}
            onChange={(event) => control.setReason(event.currentTarget.value)}
            required
          />
        </div>
        {/* Not an alert: the server's message is already announced by the dialog's toast. */}
        {control.failed && <p className="field-error">The status was not changed. Please try again.</p>}
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={control.close}
            disabled={control.pending}
          >
            Cancel
          </button>
          <button
            type="submit"
            className={blocking ? 'button button--danger' : 'button'}
            disabled={control.reason.trim() === '' || control.pending}
          >
            {control.pending ? 'Saving…' : 'Confirm'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
