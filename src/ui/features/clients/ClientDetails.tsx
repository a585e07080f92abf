import type { DialogDraft } from '../../../application/ports/dialog-drafts';
import type { Client } from '../../../domain/entities';
import { draftText } from '../../shared/forms/useRestoredDraft';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { AddPointsDialog } from './AddPointsDialog';
import { clientDetailRows } from './client-details';
import { EditDetailsDialog } from './EditDetailsDialog';
import { EmailConsentField } from './EmailConsentField';
import { NotesDialog } from './NotesDialog';
import { RedeemPointsDialog } from './RedeemPointsDialog';
import { useClientCheck } from './useClientCheck';

/** Which of the client's dialogs is open. */
export type ClientDialog = 'add' | 'redeem' | 'notes' | 'details' | null;

/** The dialog a kept draft belongs to, to open it again. */
export const reopened = (draft: DialogDraft | null): ClientDialog =>
  draft?.dialog === 'add' ||
  draft?.dialog === 'redeem' ||
  draft?.dialog === 'notes' ||
  draft?.dialog === 'details'
    ? draft.dialog
    : null;

interface ClientDetailsProps {
  client: Client;
  dialog: ClientDialog;
  onDialog(dialog: ClientDialog): void;
  /** Fetches the client again: after each change, and after a failed one (its answer may have been lost). */
  onChanged(): void;
  /** What was typed into a dialog when the session ended, to fill it again. */
  restored?: DialogDraft | null;
}

/** The client's Fields/Details table, with the notes' edit button, and the dialogs that change the client. */
export function ClientDetails({ client, dialog, onDialog, onChanged, restored = null }: ClientDetailsProps) {
  const close = () => onDialog(null);
  // After each change the client is fetched again and the dialog closes (docs/product.md §4).
  const done = () => {
    onChanged();
    close();
  };
  const check = useClientCheck(client.userId, onChanged);
  const change = { clientId: client.userId, onClose: close, onDone: done, onFailed: onChanged, check };
  const blocked = client.blockStatus === 'Blocked';
  return (
    <>
      <DetailsTable
        caption={`Details of client ${client.userId}`}
        rows={[
          ...clientDetailRows(
            client,
            <div className="client-detail__notes">
              <p>{client.notes || '-'}</p>
              <button
                type="button"
                className="icon-button"
                aria-label="Edit notes"
                onClick={() => onDialog('notes')}
              >
                <span aria-hidden="true">✎</span>
              </button>
            </div>,
          ),
          { field: 'Email Consent', detail: <EmailConsentField client={client} onChanged={onChanged} /> },
        ]}
      />
      <AddPointsDialog
        open={dialog === 'add'}
        restored={draftText(restored, 'add')}
        blocked={blocked}
        {...change}
      />
      <RedeemPointsDialog
        open={dialog === 'redeem'}
        blocked={blocked}
        balance={client.points}
        restored={draftText(restored, 'redeem')}
        {...change}
      />
      <EditDetailsDialog
        open={dialog === 'details'}
        client={client}
        blocked={false}
        restored={draftText(restored, 'details')}
        {...change}
      />
      <NotesDialog
        open={dialog === 'notes'}
        blocked={false}
        notes={client.notes ?? ''}
        restored={draftText(restored, 'notes')}
        {...change}
      />
    </>
  );
}
