import { LOCATIONS } from '../../../../domain/constants';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** A set of checkboxes (multiple) or radios (single choice) bound to one key of the list's filters. */
export interface ChoiceGroup<F> {
  key: keyof F & string;
  legend: string;
  multiple: boolean;
  options: readonly ChoiceOption[];
}

/** The values a key holds as a list, whether it is a multi-select array or a single-choice string. */
export function chosenValues(value: unknown): readonly string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Options whose labels are their values (locations, statuses). */
export const choicesOf = (values: readonly string[]): ChoiceOption[] =>
  values.map((value) => ({ value, label: value }));

/** The location filter of the clients and points lists: both locations, multi-select (docs/product.md §3). */
export const LOCATION_GROUP = {
  key: 'location',
  legend: 'Location',
  multiple: true,
  options: choicesOf(LOCATIONS),
} as const satisfies ChoiceGroup<{ location: unknown }>;
