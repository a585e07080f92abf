import { useId } from 'react';
import { dateRangeProblem } from '../../../../domain/filters';
import type { DateRange } from '../../../../domain/filters.types';

/** From/to dates (yyyy-MM-dd, the native date input's value) under the list's heading, e.g. Joined Date. */
export function DateRangeFieldset({
  heading,
  value,
  onChange,
}: {
  heading: string;
  value: DateRange;
  onChange(next: DateRange): void;
}) {
  const errorId = useId();
  // Typed dates pass the inputs' min/max: the same rule as the server's, under the dates (Apply stays disabled).
  const problem = dateRangeProblem(value.from, value.to);
  const described = problem ? errorId : undefined;
  return (
    <fieldset className="filter-panel__fieldset filter-panel__dates">
      <legend>{heading}</legend>
      <DateField
        label="From"
        value={value.from}
        bounds={{ max: value.to || undefined }}
        problem={problem !== undefined}
        describedBy={described}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField
        label="To"
        value={value.to}
        bounds={{ min: value.from || undefined }}
        problem={problem !== undefined}
        describedBy={described}
        onChange={(to) => onChange({ ...value, to })}
      />
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** One end of the range: the other end bounds it, and the range's problem marks both. */
function DateField({
  label,
  value,
  bounds,
  problem,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  bounds: { min?: string | undefined; max?: string | undefined };
  problem: boolean;
  describedBy: string | undefined;
  onChange(next: string): void;
}) {
  const id = useId();
  return (
    <div className="filter-panel__date">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        min={bounds.min}
        max={bounds.max}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
