import { useId, useState, type FormEvent } from 'react';
import type { BusinessLocation } from '../../../domain/locations';
import { locationChoices } from '../../shared/components/filters/types';
import {
  OVERVIEW_PRESET_LABELS,
  OVERVIEW_PRESETS,
  periodProblem,
  type OverviewFilters,
  type OverviewPeriod,
  type OverviewPreset,
} from '../../../domain/overview';

interface ControlsProps {
  filters: OverviewFilters;
  /** The days shown (a preset resolved, or the custom dates). */
  period: OverviewPeriod;
  /** The business's locations, archived ones too: the past's figures are at them. */
  locations: readonly BusinessLocation[];
  onChange(patch: Partial<OverviewFilters>): void;
}

const isPreset = (value: string): value is OverviewPreset =>
  OVERVIEW_PRESETS.some((preset) => preset === value);

/** Custom dates that a call would refuse, said before it is sent. */
function datesProblem(from: string, to: string): string | null {
  if (from === '' || to === '') return 'Enter both dates.';
  return periodProblem({ from, to }) ?? null;
}

/** The period (a preset or custom dates) and the location, applied to the URL. */
export function OverviewControls({ filters, period, locations, onChange }: ControlsProps) {
  const ids = { period: useId(), location: useId(), from: useId(), to: useId(), problem: useId() };
  const [draft, setDraft] = useState({ from: period.from, to: period.to });
  const [problem, setProblem] = useState<string | null>(null);
  const custom = filters.period === 'custom';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = datesProblem(draft.from, draft.to);
    setProblem(found);
    if (!found) onChange({ period: 'custom', ...draft });
  };

  return (
    <div className="overview-controls">
      <div className="overview-controls__field">
        <label htmlFor={ids.period}>Period</label>
        <select
          id={ids.period}
          value={filters.period}
          onChange={(event) => {
            const value = event.target.value;
            if (!isPreset(value)) return;
            if (value === 'custom') onChange({ period: 'custom', from: period.from, to: period.to });
            else onChange({ period: value });
          }}
        >
          {OVERVIEW_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {OVERVIEW_PRESET_LABELS[preset]}
            </option>
          ))}
        </select>
      </div>
      <div className="overview-controls__field">
        <label htmlFor={ids.location}>Location</label>
        <select
          id={ids.location}
          value={filters.location[0] ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ location: value === '' ? [] : [value] });
          }}
        >
          <option value="">All locations</option>
          {locationChoices(locations).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {custom && (
        <form className="overview-controls__dates" onSubmit={apply} noValidate>
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="overview-controls__field">
              <label htmlFor={ids[end]}>{end === 'from' ? 'From' : 'To'}</label>
              <input
                id={ids[end]}
                type="date"
                value={draft[end]}
                aria-describedby={problem ? ids.problem : undefined}
                onChange={(event) => setDraft((d) => ({ ...d, [end]: event.target.value }))}
              />
            </div>
          ))}
          <button type="submit" className="button">
            Apply
          </button>
          {problem && (
            <p id={ids.problem} role="alert" className="overview-controls__problem">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
