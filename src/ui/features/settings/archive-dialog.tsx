import type { ReactNode } from 'react';
import type { Outcome } from '../../../application/use-cases/outcome';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog';

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

/** Archive asks first, in the same words for every kind of record Settings keeps. */
export function ArchiveDialog({ what, archive, onClose, onChanged, children }: ArchiveDialogProps) {
  return (
    <ConfirmDialog
      title={`Archive ${what}`}
      submit="Archive"
      pending="Archiving…"
      confirm={archive}
      onClose={onClose}
      onChanged={onChanged}
    >
      {children}
    </ConfirmDialog>
  );
}
