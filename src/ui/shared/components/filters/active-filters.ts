import type { DateRange } from '../../../../domain/filters.types';
import { chosenValues, type ChoiceGroup } from './types';
import type { TextFilter } from './TextFieldset';

/** One filter in force, as a removable chip: what it says and the change that removes it. */
export interface ActiveFilter<F> {
  key: string;
  label: string;
  remove: Partial<F>;
}

interface PanelShape<F> {
  dateHeading: string;
  groups: readonly ChoiceGroup<F>[];
  texts?: { fields: readonly TextFilter<F>[] };
}

function dateLabel(heading: string, { from, to }: DateRange): string {
  if (from && to) return `${heading}: ${from} to ${to}`;
  return from ? `${heading}: from ${from}` : `${heading}: until ${to}`;
}

/**
 * The filters in force, read through the list's own panel (its date heading, choices and typed ids), one chip
 * each: a date range, every chosen option, every id typed or picked. The search has its own box and no chip.
 */
export function activeFilters<F extends DateRange>(panel: PanelShape<F>, filters: F): ActiveFilter<F>[] {
  const chips: ActiveFilter<F>[] = [];
  if (filters.from || filters.to) {
    chips.push({
      key: 'dates',
      label: dateLabel(panel.dateHeading, filters),
      remove: { from: '', to: '' } as Partial<F>,
    });
  }
  for (const group of panel.groups) {
    const chosen = chosenValues(filters[group.key]);
    for (const value of chosen) {
      const option = group.options.find((o) => o.value === value);
      const rest = chosen.filter((v) => v !== value);
      chips.push({
        key: `${group.key}=${value}`,
        label: `${group.legend}: ${option?.label ?? value}`,
        remove: { [group.key]: group.multiple ? rest : '' } as Partial<F>,
      });
    }
  }
  for (const field of panel.texts?.fields ?? []) {
    const value = filters[field.key];
    if (typeof value === 'string' && value !== '') {
      chips.push({
        key: field.key,
        // A picked id reads as its name (the Activity page's Admin), a typed one as itself.
        label: `${field.label}: ${field.options?.find((o) => o.value === value)?.label ?? value}`,
        remove: { [field.key]: '' } as Partial<F>,
      });
    }
  }
  return chips;
}
