import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
}

/** A labelled input with its error under it, tied together for screen readers. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** final-form's meta → the error to show: only once the field was touched (or the form submitted). */
export const shownError = (meta: { touched?: boolean; error?: unknown }): string | null =>
  meta.touched && typeof meta.error === 'string' ? meta.error : null;
