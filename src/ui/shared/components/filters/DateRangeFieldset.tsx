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
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  // Typed dates pass the inputs' min/max: the same rule as the server's, under the dates (Apply stays disabled).
  const problem = dateRangeProblem(value.from, value.to);
  const described = problem ? errorId : undefined;
  return (
    <fieldset className="filter-panel__fieldset filter-panel__dates">
      <legend>{heading}</legend>
      <div className="filter-panel__date">
        <label htmlFor={fromId}>From</label>
        <input
          id={fromId}
          className="input"
          type="date"
          value={value.from}
          max={value.to || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
        />
      </div>
      <div className="filter-panel__date">
        <label htmlFor={toId}>To</label>
        <input
          id={toId}
          className="input"
          type="date"
          value={value.to}
          min={value.from || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
        />
      </div>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
