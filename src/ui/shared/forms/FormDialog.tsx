import { useEffect, useRef, type ReactNode } from 'react';
import type { Config } from 'final-form';
import { Form, FormSpy, useForm } from 'react-final-form';
import { Dialog } from '../components/dialog/Dialog';
import { FormFailure } from './FormFailure';
import { registerOpenDraft } from './open-draft';

interface FormDialogProps<V> {
  open: boolean;
  title: string;
  description?: string;
  onClose(): void;
  /** Async, answering FORM_ERROR or field errors on failure (see `submitting`). */
  onSubmit: Config<V>['onSubmit'];
  validate?: Config<V>['validate'];
  initialValues?: Partial<V>;
  /** The submit button's label, and what it says while the request is under way. */
  submit: string;
  pending?: string;
  submitClassName?: string;
  /** The form element's class, for a dialog's own styling. */
  className?: string;
  /** When the submit button is enabled (besides not submitting): by default, when the rules pass. */
  canSubmit?(values: Partial<V>): boolean;
  children: ReactNode;
  /**
   * This dialog's name on its page: while it is open, what is typed survives a session that ends (kept through
   * sign-in and handed back as `initialValues` when the page reopens it).
   */
  draft?: string;
}

/** Tells the session watch how to read this open dialog's values (open-draft.ts). */
function KeepsDraft({ dialog }: { dialog: string }) {
  const form = useForm();
  useEffect(
    () => registerOpenDraft({ dialog, values: () => ({ ...form.getState().values }) }),
    [dialog, form],
  );
  return null;
}

/**
 * The one form dialog: final-form inside the modal, so each opening starts afresh. While the request is under
 * way its buttons are disabled and it cannot be closed (whether the change applied would be hidden); a failure
 * keeps what was typed and says why (FORM_ERROR) beside it.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const busy = useRef(false);
  const close = () => {
    if (!busy.current) props.onClose();
  };
  return (
    <Dialog open={props.open} title={props.title} description={props.description} onClose={close}>
      <Form<V>
        onSubmit={props.onSubmit}
        validate={props.validate}
        initialValues={props.initialValues}
        render={({ handleSubmit, submitting, invalid, submitError, values }) => {
          const ready = props.canSubmit ? props.canSubmit(values) : !invalid;
          return (
            <form className={props.className} onSubmit={handleSubmit} noValidate>
              <FormSpy
                subscription={{ submitting: true }}
                onChange={(state) => (busy.current = state.submitting ?? false)}
              />
              {props.open && props.draft && <KeepsDraft dialog={props.draft} />}
              {props.children}
              <FormFailure message={submitError} />
              <div className="dialog__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={close}
                  disabled={submitting}
                >
                  Cancel
                </button>
                <button
                  type="submit"
                  className={props.submitClassName ?? 'button'}
                  disabled={!ready || submitting}
                >
                  {submitting && props.pending ? props.pending : props.submit}
                </button>
              </div>
            </form>
          );
        }}
      />
    </Dialog>
  );
}
