/**
 * Why the last submit failed (final-form's FORM_ERROR), shown in the form next to what was typed; focusable, so
 * focus can be put on it after the failure (FocusAfterSubmit).
 */
export function FormFailure({ message }: { message: unknown }) {
  if (typeof message !== 'string' || message === '') return null;
  return (
    <p className="field-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
