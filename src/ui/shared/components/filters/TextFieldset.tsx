import { useId } from 'react';
import type { ChoiceOption } from './types';

/**
 * A filter holding one exact id: typed in, or picked from `options` (each id shown by its name) when the list
 * knows them. `anyLabel` names the picker's empty choice.
 */
export interface TextFilter<F> {
  key: keyof F & string;
  label: string;
  options?: readonly ChoiceOption[];
  anyLabel?: string;
}

/** The picker's choices: an id in force that is not among them (an old link) stays, shown as itself. */
function pickerOptions(options: readonly ChoiceOption[], current: string): readonly ChoiceOption[] {
  return current === '' || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

/** Id filters under one legend, e.g. the Admin picker and Client ID on the Activity list. */
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
        const text = typeof current === 'string' ? current : '';
        return (
          <div key={field.key} className="filter-panel__date">
            <label htmlFor={id}>{field.label}</label>
            {field.options ? (
              <select
                id={id}
                className="input"
                value={text}
                onChange={(event) => onChange(field.key, event.currentTarget.value)}
              >
                <option value="">{field.anyLabel ?? 'Any'}</option>
                {pickerOptions(field.options, text).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                className="input"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={text}
                onChange={(event) => onChange(field.key, event.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
