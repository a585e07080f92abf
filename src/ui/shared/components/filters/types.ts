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
  /** The options are the business's locations, read when the panel shows (useLocations). */
  fromLocations?: true;
}

/** The values a key holds as a list, whether it is a multi-select array or a single-choice string. */
export function chosenValues(value: unknown): readonly string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Options whose labels are their values (locations, statuses). */
export const choicesOf = (values: readonly string[]): ChoiceOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The location filter of the clients and points lists, multi-select (docs/product.md §3): every location of the
 * business, archived ones too, since the past's entries are at them (docs/product.md §10.29).
 */
export const LOCATION_GROUP = {
  key: 'location',
  legend: 'Location',
  multiple: true,
  options: [],
  fromLocations: true,
} as const satisfies ChoiceGroup<{ location: unknown }>;

/** A location as a filter offers it: an archived one says so. */
export const locationChoices = (locations: readonly { name: string; archived: boolean }[]): ChoiceOption[] =>
  locations.map(({ name, archived }) => ({ value: name, label: archived ? `${name} (archived)` : name }));
