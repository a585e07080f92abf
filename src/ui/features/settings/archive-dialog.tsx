import type { ReactNode } from 'react';
import type { Outcome } from '../../../application/use-cases/outcome';
import { FormDialog } from '../../shared/forms/FormDialog';
import { submitting } from '../../shared/forms/submitting';

interface ArchiveDialogProps {
  /** What is archived ("reward", "location"): the dialog's title. */
  what: string;
  /** Set while the dialog is open: the archive it asks for. */
  archive: (() => Promise<Outcome<string | object>>) | null;
  onClose(): void;
  onChanged(): void;
  /** What archiving it means, said before the admin confirms. */
  children: ReactNode;
}

/** Archive asks first, for every kind of record Settings keeps: accepted, the list is read again. */
export function ArchiveDialog({ what, archive, onClose, onChanged, children }: ArchiveDialogProps) {
  return (
    <FormDialog<Record<string, never>>
      open={archive !== null}
      title={`Archive ${what}`}
      onClose={onClose}
      onSubmit={async () =>
        archive === null
          ? undefined
          : submitting(archive, {
              onAccepted: () => {
                onChanged();
                onClose();
              },
              onFailed: onChanged,
            })
      }
      canSubmit={() => true}
      submit="Archive"
      pending="Archiving…"
    >
      {children}
    </FormDialog>
  );
}
