import { useId } from 'react';
import type { ChoiceOption } from './types';

interface ChoiceFieldsetProps {
  legend: string;
  multiple: boolean;
  options: readonly ChoiceOption[];
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}

/** Checkboxes for a multi-select filter, radios for a single choice. */
export function ChoiceFieldset({ legend, multiple, options, chosen, onChange }: ChoiceFieldsetProps) {
  const name = useId();
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return onChange(checked ? [value] : []);
    // Keep the fixed order of the options, whatever order they were ticked in.
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className="filter-panel__fieldset">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="filter-panel__choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
