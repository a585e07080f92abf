import { useId, useState } from 'react';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { useSendBroadcast } from './useSendBroadcast';

/** '+ Create BC': a message and Send. Send is only disabled while the request is pending. */
export function CreateBroadcastDialog({
  open,
  onClose,
  onSent,
  onFailed,
}: {
  open: boolean;
  onClose(): void;
  onSent(): void;
  /** The list refetches: a lost answer may hide a broadcast the server saved. */
  onFailed(): void;
}) {
  const [message, setMessage] = useState('');
  const messageId = useId();
  const { pending, send } = useSendBroadcast(() => {
    setMessage('');
    onSent();
  }, onFailed);
  // While the send is under way the dialog stays: closing it would hide whether the broadcast went out.
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open={open} title="Create Broadcast" onClose={close}>
      <form
        className="broadcast-form"
        onSubmit={(event) => {
          event.preventDefault();
          send(message);
        }}
      >
        <div className="field">
          <label htmlFor={messageId}>Message</label>
          <textarea
            id={messageId}
            className="textarea"
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={pending}>
            Send
          </button>
        </div>
      </form>
    </Dialog>
  );
}
