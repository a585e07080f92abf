import { useEffect, useRef, type ReactNode } from 'react';
import type { Config, SubmissionErrors } from 'final-form';
import { Form, useForm } from 'react-final-form';
import type { ChangeAttempt } from '../../../application/change-attempt';
import { Dialog } from '../components/dialog/Dialog';
import { noAnswerWords } from '../errors/error-policy';
import { FocusAfterSubmit } from './FocusAfterSubmit';
import { FormFailure } from './FormFailure';
import { registerOpenDraft } from './open-draft';
import { ResultCheck } from './ResultCheck';
import { readProblem } from './submit-problem';
import { useSubmitAttempt } from './useSubmitAttempt';

interface FormDialogProps<V> {
  open: boolean;
  title: string;
  description?: string;
  onClose(): void;
  /**
   * Async, answering FORM_ERROR or field errors on failure (see `submitting`). The attempt carries the change's
   * idempotency key (the same when the same values are tried again after no answer) and its abort signal.
   */
  onSubmit(values: V, attempt: ChangeAttempt): Promise<SubmissionErrors | undefined>;
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
  /** After a change timed out: reads the record again and says what it holds now (the Check button). */
  check?(signal: AbortSignal): Promise<string>;
  /**
   * After a change refused because the record changed since it was read: reads it again (the Reload button);
   * what was typed stays until the fresh record arrives.
   */
  reload?(): void;
  /** Shown above the fields and disabling them, when the change cannot be made at all (a blocked client). */
  notice?: string;
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
 * way its submit is disabled; Cancel, Escape and × still close it, aborting the request (the page re-reads what
 * it shows). A failure keeps what was typed and says why beside it; when no answer came, trying again sends the
 * same idempotency key, and a timed-out change offers Check before Try again.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const attempt = useSubmitAttempt<V>(props.open, props.onSubmit);
  const formRef = useRef<HTMLFormElement>(null);
  const close = () => {
    attempt.abort();
    props.onClose();
  };
  return (
    <Dialog open={props.open} title={props.title} description={props.description} onClose={close}>
      <Form<V>
        onSubmit={attempt.run}
        validate={props.validate}
        initialValues={props.initialValues}
        render={({
          handleSubmit,
          submitting,
          hasValidationErrors,
          submitError,
          values,
          dirtySinceLastSubmit,
        }) => {
          // Not `invalid`: it counts the last submit's failure, and trying the same values again must be possible.
          const ready = !props.notice && (props.canSubmit ? props.canSubmit(values) : !hasValidationErrors);
          const problem = readProblem(submitError);
          const noAnswer = problem?.noAnswer ?? null;
          const unknown = noAnswer === 'unknown' && !dirtySinceLastSubmit;
          const words = noAnswer ? noAnswerWords(noAnswer, props.check !== undefined) : problem?.message;
          return (
            <form ref={formRef} className={props.className} onSubmit={handleSubmit} noValidate>
              {props.open && props.draft && <KeepsDraft dialog={props.draft} />}
              <FocusAfterSubmit form={formRef} />
              {props.notice && (
                <p className="dialog__notice" role="note">
                  {props.notice}
                </p>
              )}
              <fieldset className="dialog__fields" disabled={props.notice !== undefined}>
                {props.children}
              </fieldset>
              <FormFailure message={submitting ? undefined : words} />
              {unknown && !submitting && props.check && <ResultCheck check={props.check} />}
              {problem?.stale && !submitting && props.reload && (
                <div className="dialog__check">
                  <button type="button" className="button button--secondary" onClick={props.reload}>
                    Reload
                  </button>
                </div>
              )}
              <div className="dialog__actions">
                <button type="button" className="button button--secondary" onClick={close}>
                  Cancel
                </button>
                <button
                  type="submit"
                  className={props.submitClassName ?? 'button'}
                  disabled={!ready || submitting}
                >
                  {submitting && props.pending ? props.pending : unknown ? 'Try again' : props.submit}
                </button>
              </div>
            </form>
          );
        }}
      />
    </Dialog>
  );
}
