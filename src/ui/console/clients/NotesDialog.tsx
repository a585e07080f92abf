import { useId, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { saveNotes } from '../../../application/use-cases/save-notes';
import { Dialog } from '../../components/dialog/Dialog';
import { usePendingAction } from '../../hooks/usePendingAction';
import { useService } from '../../hooks/useService';

interface NotesDialogProps {
  open: boolean;
  clientId: string;
  notes: string;
  onClose(): void;
  onDone(): void;
}

/** Edits the account notes; Save is disabled while the text is empty (SPEC §5) or the request is pending. */
export function NotesDialog({ open, clientId, notes, onClose, onDone }: NotesDialogProps) {
  const clients = useService(TOKENS.Clients);
  const { pending, run } = usePendingAction();
  const save = (text: string) => run(async () => (await saveNotes(clients, clientId, text)).ok).then((ok) => ok && onDone());
  return (
    <Dialog open={open} title="Account Notes" onClose={() => !pending && onClose()}>
      {/* Mounted only while open, so each opening starts from the saved notes. */}
      {open && <NotesForm notes={notes} pending={pending} onSave={save} onCancel={onClose} />}
    </Dialog>
  );
}

interface NotesFormProps {
  notes: string;
  pending: boolean;
  onSave(text: string): void;
  onCancel(): void;
}

function NotesForm({ notes, pending, onSave, onCancel }: NotesFormProps) {
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
        <textarea id={id} className="textarea" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
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
