import { NOTES_MAX } from '../../../domain/constants';
import { notesProblem } from '../../../domain/notes';
import { TOKENS } from '../../../application/tokens';
import { saveNotes } from '../../../application/use-cases/save-notes';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import type { ChangeDialogProps } from './change-dialog';

interface NotesValues {
  notes: string;
}

/** Edits the account notes, starting from the saved ones; Save waits for some text (docs/product.md §5). */
export function NotesDialog({ notes, ...props }: ChangeDialogProps & { notes: string }) {
  const { open, clientId, onClose, onDone, onFailed, restored } = props;
  const clients = useService(TOKENS.Clients);
  return (
    <FormDialog<NotesValues>
      open={open}
      title="Account Notes"
      onClose={onClose}
      draft="notes"
      initialValues={restored ?? { notes }}
      onSubmit={(values, attempt) =>
        submitting(() => saveNotes(clients, clientId, values.notes ?? '', attempt), {
          onAccepted: onDone,
          onFailed,
        })
      }
      canSubmit={(values) => notesProblem(values.notes ?? '') === undefined}
      submit="Save Notes"
      pending="Saving…"
      // A colleague's change since it was read (409): re-read the client, which fills the fields afresh.
      reload={onFailed}
    >
      <FormField name="notes" label="Notes" multiline limit={NOTES_MAX} />
    </FormDialog>
  );
}
