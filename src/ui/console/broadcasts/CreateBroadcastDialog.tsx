import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog/Dialog';
import { useSendBroadcast } from './useSendBroadcast';

/** '+ Create BC': a message and Send. Send is only disabled while the request is pending. */
export function CreateBroadcastDialog({ open, onClose, onSent }: { open: boolean; onClose(): void; onSent(): void }) {
  const [message, setMessage] = useState('');
  const messageId = useId();
  const { pending, send } = useSendBroadcast(() => {
    setMessage('');
    onSent();
  });

  return (
    <Dialog open={open} title="Create Broadcast" onClose={onClose}>
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
          <button type="button" className="button button--secondary" onClick={onClose}>
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
