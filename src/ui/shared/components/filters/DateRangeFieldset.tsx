import { useId } from 'react';
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
          onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
        />
      </div>
    </fieldset>
  );
}
