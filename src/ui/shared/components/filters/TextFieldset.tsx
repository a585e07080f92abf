import { useId } from 'react';

/** A filter typed in (an exact id): its key in the list's filters and its label. */
export interface TextFilter<F> {
  key: keyof F & string;
  label: string;
}

/** Text filters under one legend, e.g. Admin ID and Client ID on the Activity list. */
export function TextFieldset<F>({
  legend,
  fields,
  value,
  onChange,
}: {
  legend: string;
  fields: readonly TextFilter<F>[];
  value: F;
  onChange(key: keyof F & string, text: string): void;
}) {
  const baseId = useId();
  return (
    <fieldset className="filter-panel__fieldset filter-panel__texts">
      <legend>{legend}</legend>
      {fields.map((field) => {
        const id = `${baseId}-${field.key}`;
        const current = value[field.key];
        return (
          <div key={field.key} className="filter-panel__date">
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              className="input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={typeof current === 'string' ? current : ''}
              onChange={(event) => onChange(field.key, event.currentTarget.value)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
