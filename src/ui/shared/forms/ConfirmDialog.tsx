import type { ReactNode } from 'react';
import type { Outcome } from '../../../application/use-cases/outcome';
import { FormDialog } from './FormDialog';
import { submitting } from './submitting';

interface ConfirmDialogProps {
  title: string;
  /** The confirming button's label, and what it says while the change is under way. */
  submit: string;
  pending: string;
  /** Set while the dialog is open: the change it asks for. */
  confirm: (() => Promise<Outcome<string | object>>) | null;
  onClose(): void;
  /** Accepted, or failed in a way that may have applied: the page reads its list again. */
  onChanged(): void;
  /** What the change means, said before the admin confirms. */
  children: ReactNode;
}

/**
 * A change that cannot be taken back asks first (archive, revoke, deactivate): nothing to fill in, one button
 * that confirms. Accepted, the list is read again and the dialog closes; a failure says why in the dialog.
 */
export function ConfirmDialog({
  title,
  submit,
  pending,
  confirm,
  onClose,
  onChanged,
  children,
}: ConfirmDialogProps) {
  return (
    <FormDialog<Record<string, never>>
      open={confirm !== null}
      title={title}
      onClose={onClose}
      onSubmit={async () =>
        confirm === null
          ? undefined
          : submitting(confirm, {
              onAccepted: () => {
                onChanged();
                onClose();
              },
              onFailed: onChanged,
            })
      }
      canSubmit={() => true}
      submit={submit}
      pending={pending}
    >
      {children}
    </FormDialog>
  );
}
