import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useCallback, useEffect, useRef } from 'react';
import { newAttemptKey, type ChangeAttempt } from '../../../application/change-attempt';
import { readProblem } from './submit-problem';

type Submit<V> = (values: V, attempt: ChangeAttempt) => Promise<SubmissionErrors | undefined>;

/**
 * A dialog's submissions: each gets an idempotency key and an abort signal. Trying the same values again after
 * no answer came reuses the key, so the server applies the change at most once; other values, or a retry after
 * an answer (a refusal), get a new one. `abort()` gives up the pending request (the dialog was closed).
 */
export function useSubmitAttempt<V>(open: boolean, submit: Submit<V>) {
  const pending = useRef<AbortController | null>(null);
  const unanswered = useRef<{ values: string; key: string } | null>(null);
  // A dialog opened afresh is a new submission.
  useEffect(() => {
    if (open) unanswered.current = null;
  }, [open]);

  const run = async (values: V) => {
    const typed = JSON.stringify(values);
    const key = unanswered.current?.values === typed ? unanswered.current.key : newAttemptKey();
    const controller = new AbortController();
    pending.current = controller;
    try {
      const errors = await submit(values, { key, signal: controller.signal });
      const noAnswer = errors ? readProblem(errors[FORM_ERROR])?.noAnswer : null;
      unanswered.current = noAnswer ? { values: typed, key } : null;
      return errors;
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  };
  const abort = useCallback(() => pending.current?.abort(), []);
  return { run, abort };
}
