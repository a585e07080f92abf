import { useId } from 'react';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';

interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'number';
  multiline?: boolean;
  list?: string;
  inputMode?: 'numeric';
  children?: ReactNode;
}

/**
 * A labelled final-form field with its domain error beneath, shown once the admin has typed in it or left it.
 * With children it renders a <select> of those options.
 */
export function FormField({
  name,
  label,
  type = 'text',
  multiline,
  list,
  inputMode,
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = typeof meta.error === 'string' && (meta.touched || meta.modified) ? meta.error : null;
        const shared = {
          ...input,
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        };
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            {children ? (
              <select {...shared} className="select">
                {children}
              </select>
            ) : multiline ? (
              <textarea {...shared} className="textarea" />
            ) : (
              <input
                {...shared}
                className="input"
                type={type}
                list={list}
                inputMode={inputMode}
                min={type === 'number' ? 1 : undefined}
                step={type === 'number' ? 1 : undefined}
              />
            )}
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
