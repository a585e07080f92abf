import { useId, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { saveNotes } from '../../../application/use-cases/save-notes';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { DialogFailure } from '../../shared/components/dialog/DialogFailure';
import { usePendingAction } from '../../shared/hooks/usePendingAction';
import { useService } from '../../shared/hooks/useService';

interface NotesDialogProps {
  open: boolean;
  clientId: string;
  notes: string;
  onClose(): void;
  onDone(): void;
  /** Called after a failed request: refetch, since the server may have saved before the answer was lost. */
  onFailed(): void;
}

/** Edits the account notes; Save is disabled while the text is empty (SPEC §5) or the request is pending. */
export function NotesDialog({ open, clientId, notes, onClose, onDone, onFailed }: NotesDialogProps) {
  const clients = useService(TOKENS.Clients);
  const { pending, failure, run, clearFailure } = usePendingAction();
  const close = () => {
    if (pending) return;
    clearFailure();
    onClose();
  };
  const save = (text: string) =>
    run(async () => (await saveNotes(clients, clientId, text)).ok, onFailed).then((ok) => ok && onDone());
  return (
    <Dialog open={open} title="Account Notes" onClose={close}>
      {/* Mounted only while open, so each opening starts from the saved notes. */}
      {open && <NotesForm notes={notes} pending={pending} failure={failure} onSave={save} onCancel={close} />}
    </Dialog>
  );
}

interface NotesFormProps {
  notes: string;
  pending: boolean;
  failure: string | null;
  onSave(text: string): void;
  onCancel(): void;
}

function NotesForm({ notes, pending, failure, onSave, onCancel }: NotesFormProps) {
  const id = useId();
  const [text, setText] = useState(notes);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text);
      }}
    >
      <div className="field">
        <label htmlFor={id}>Notes</label>
        <textarea
          id={id}
          className="textarea"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>
      <DialogFailure message={failure} />
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={text.trim() === '' || pending}>
          {pending ? 'Saving…' : 'Save Notes'}
        </button>
      </div>
    </form>
  );
}
