import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { canApply } from '../../../../domain/filters';
import type { DateRange } from '../../../../domain/filters.types';
import { ChoiceFieldset } from './ChoiceFieldset';
import { DateRangeFieldset } from './DateRangeFieldset';
import { TextFieldset, type TextFilter } from './TextFieldset';
import { chosenValues } from './types';
import type { ChoiceGroup } from './types';
import './filters.css';

export { choicesOf, LOCATION_GROUP, type ChoiceGroup, type ChoiceOption } from './types';
export type { TextFilter } from './TextFieldset';

export interface FilterPanelProps<F extends DateRange> {
  /** The date range's heading: Joined Date, Transaction Date or Broadcast Date. */
  dateHeading: string;
  /** The filters in force (from the query string); the panel edits a copy. */
  applied: F;
  groups: readonly ChoiceGroup<F>[];
  /** Filters typed in (exact ids), under their legend; most lists have none. */
  texts?: { legend: string; fields: readonly TextFilter<F>[] };
  onApply(next: F): void;
  /** Clear every filter at once; the page applies its empty filter set. */
  onReset(): void;
}

/**
 * The filter dropdown of docs/product.md §2: Apply (enabled once something has a value) closes and applies, Reset clears
 * and applies the empty set at once, Cancel and Escape close without applying.
 */
export function FilterPanel<F extends DateRange>({
  dateHeading,
  applied,
  groups,
  texts,
  onApply,
  onReset,
}: FilterPanelProps<F>) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<F>(applied);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const toggle = () => {
    // Each opening starts from what is applied, so a cancelled edit never lingers.
    if (!open) setDraft(applied);
    setOpen(!open);
  };
  const set = (key: keyof F & string, value: unknown) => setDraft((d) => ({ ...d, [key]: value }));
  // A click elsewhere on the page closes the panel without applying, like Cancel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div ref={rootRef} className="filter-panel" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Filters
      </button>
      <div id={panelId} className="filter-panel__panel card" role="group" aria-label="Filters" hidden={!open}>
        {open && (
          <>
            <DateRangeFieldset
              heading={dateHeading}
              value={draft}
              onChange={(range) => setDraft((d) => ({ ...d, from: range.from, to: range.to }))}
            />
            {groups.map((group) => (
              <ChoiceFieldset
                key={group.key}
                legend={group.legend}
                multiple={group.multiple}
                options={group.options}
                chosen={chosenValues(draft[group.key])}
                onChange={(chosen) => set(group.key, group.multiple ? chosen : (chosen[0] ?? ''))}
              />
            ))}
            {texts && (
              <TextFieldset legend={texts.legend} fields={texts.fields} value={draft} onChange={set} />
            )}
            <div className="filter-panel__actions">
              <button type="button" className="button button--link" onClick={() => (onReset(), close())}>
                Reset
              </button>
              <button type="button" className="button button--secondary" onClick={close}>
                Cancel
              </button>
              <button
                type="button"
                className="button"
                disabled={!canApply(draft)}
                onClick={() => {
                  // The search box owns `search`: keep the one in force, not the copy taken at opening.
                  onApply({ ...draft, ...('search' in applied ? { search: applied.search } : {}) });
                  close();
                }}
              >
                Apply
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
