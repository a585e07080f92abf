import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { Outcome } from '../../../application/use-cases/outcome';
import { isStaleVersion, submitProblem } from '../errors/error-policy';

interface Handlers {
  /** The server accepted the change (close, refetch). */
  onAccepted(): void;
  /** The request failed: the server may still have saved before its answer was lost (refetch). */
  onFailed?(): void;
}

/**
 * A form's async submit (final-form waits for it, disabling what reads `submitting`): accepted → nothing to
 * show; refused by the rules → the field errors; failed → FORM_ERROR with the error policy's problem
 * (its words, and whether an answer came at all), if any.
 */
export async function submitting<E extends string | object>(
  task: () => Promise<Outcome<E>>,
  { onAccepted, onFailed }: Handlers,
): Promise<SubmissionErrors | undefined> {
  try {
    const outcome = await task();
    if (outcome.ok) {
      onAccepted();
      return undefined;
    }
    return typeof outcome.errors === 'string' ? { [FORM_ERROR]: outcome.errors } : { ...outcome.errors };
  } catch (error) {
    // A stale version saved nothing: the page is not re-read under what was typed (the dialog offers Reload).
    if (!isStaleVersion(error)) onFailed?.();
    const problem = submitProblem(error);
    return problem ? { [FORM_ERROR]: problem } : undefined;
  }
}
