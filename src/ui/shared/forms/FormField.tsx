import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { NumberInput } from './NumberInput';
import { PasswordInput } from './PasswordInput';
import { shownError } from './shown-error';
import './forms.css';

interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'number' | 'password';
  multiline?: boolean;
  /** A select of these options (the first may be a prompt with an empty value). */
  options?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric';
  /** A list of suggestions (a <datalist> id). */
  list?: string;
  /** Beside the label, e.g. the password rules tooltip. */
  extra?: ReactNode;
}

/**
 * The one form field: a final-form field with its visible label, its control (input, password with show/hide,
 * textarea or select) and its error beneath, tied together for screen readers, shown by one rule.
 */
export function FormField({
  name,
  label,
  type = 'text',
  multiline,
  options,
  extra,
  ...rest
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const shared = {
          ...input,
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        };
        return (
          <div className="field">
            <div className="field__label-row">
              <label htmlFor={id}>{label}</label>
              {extra}
            </div>
            {options ? (
              <select {...shared} className="select">
                {options}
              </select>
            ) : multiline ? (
              <textarea {...shared} className="textarea" />
            ) : type === 'password' ? (
              <PasswordInput {...shared} {...rest} className="input" />
            ) : type === 'number' ? (
              <NumberInput {...shared} {...rest} className="input" />
            ) : (
              <input {...shared} {...rest} className="input" type={type} />
            )}
            {error && (
              <p id={errorId} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
