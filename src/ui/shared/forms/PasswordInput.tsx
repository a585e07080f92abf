import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon } from '../components/icons';

/** A password input with a show/hide button; paste stays allowed. Its label and error are the field's. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="icon-button"
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        <EyeIcon crossed={shown} />
      </button>
    </div>
  );
}
