import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { tooLongMessage } from '../../../domain/text-limit';
import { LimitCounter } from './LimitCounter';
import { NumberInput } from './NumberInput';
import { PasswordInput } from './PasswordInput';
import { shownError } from './shown-error';
import './forms.css';

interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'number' | 'password' | 'tel';
  multiline?: boolean;
  /** A select of these options (the first may be a prompt with an empty value). */
  options?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal';
  /** A list of suggestions (a <datalist> id). */
  list?: string;
  /** Beside the label, e.g. the password rules tooltip. */
  extra?: ReactNode;
  /** The longest text the core takes (a constant of src/domain/constants.ts): shown, counted, refused past. */
  limit?: number;
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
  limit,
  ...rest
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const validate =
    limit === undefined
      ? undefined
      : (value: string | undefined) =>
          (value ?? '').length > limit ? tooLongMessage(label, limit) : undefined;
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const describedBy = [limit === undefined ? '' : limitId, error ? errorId : '']
          .filter(Boolean)
          .join(' ');
        const shared = {
          ...input,
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
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
            {limit !== undefined && <LimitCounter id={limitId} value={input.value} max={limit} />}
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
