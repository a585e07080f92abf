import { BLOCK_STATUSES, LOCATIONS } from '../../../domain/constants';
import type { ClientFilters } from '../../../domain/filters.types';
import type { ChoiceGroup } from '../../shared/components/filters/FilterPanel';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The clients filter panel: location and block status, both multi-select (SPEC §3). */
export const CLIENT_FILTER_GROUPS: readonly ChoiceGroup<ClientFilters>[] = [
  { key: 'location', legend: 'Location', multiple: true, options: options(LOCATIONS) },
  { key: 'blockStatus', legend: 'Status', multiple: true, options: options(BLOCK_STATUSES) },
];
