import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';

/** A final-form checkbox with its label beside it (remember-me, the terms); it has no error of its own. */
export function CheckboxField({
  name,
  className,
  children,
}: {
  name: string;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <div className={className}>
          <input
            id={id}
            type="checkbox"
            name={input.name}
            checked={input.checked ?? false}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
          <label htmlFor={id}>{children}</label>
        </div>
      )}
    </Field>
  );
}
