import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon } from '../components/icons';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  error?: string | null;
  /** Optional control beside the label, e.g. the rules tooltip. */
  extra?: ReactNode;
}

/** A password field with its visible label, a show/hide button and its error below. Paste stays allowed. */
export function PasswordInput({ id, label, error, extra, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className="auth-label-row">
        <label htmlFor={id}>{label}</label>
        {extra}
      </div>
      <div className="password-input">
        <input
          {...input}
          id={id}
          type={shown ? 'text' : 'password'}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
