/** What final-form says about a field, as far as deciding its error goes. */
export interface FieldMeta {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The one rule for when a field shows its error: once it was left (touched) or the form was submitted, which
 * touches every field; never while it is first being typed in. A refusal from the last submit shows until the
 * field is changed again.
 */
export function shownError(meta: FieldMeta): string | null {
  if (!meta.touched) return null;
  if (typeof meta.error === 'string') return meta.error;
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : null;
}
