import { useId, useState } from 'react';
import { PASSWORD_RULES } from '../../../domain/password';
import { InfoIcon } from '../../shared/components/icons';

/** The rule tooltip beside the new-password label: on hover, focus or click; Escape, blur or leaving closes it. */
export function PasswordRules() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span
      className="rules"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="icon-button rules__button"
        aria-label="Password rules"
        aria-expanded={open}
        aria-describedby={id}
        // Hover and focus already open it, so a click only makes sure (a toggle would close it again).
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        <InfoIcon />
      </button>
      <span role="tooltip" id={id} className="rules__tip" hidden={!open}>
        <span className="rules__title">Your password needs:</span>
        <ul>
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </span>
    </span>
  );
}
