import type { SubmitProblem } from '../errors/error-policy';

/** final-form's FORM_ERROR as this app fills it: a plain message, or the error policy's SubmitProblem. */
export function readProblem(submitError: unknown): SubmitProblem | null {
  if (typeof submitError === 'string')
    return submitError === '' ? null : { message: submitError, noAnswer: null };
  if (typeof submitError !== 'object' || submitError === null) return null;
  if (!('message' in submitError) || typeof submitError.message !== 'string') return null;
  const noAnswer =
    'noAnswer' in submitError &&
    (submitError.noAnswer === 'unreachable' || submitError.noAnswer === 'unknown')
      ? submitError.noAnswer
      : null;
  const stale = 'stale' in submitError && submitError.stale === true ? { stale: true as const } : {};
  return { message: submitError.message, noAnswer, ...stale };
}
