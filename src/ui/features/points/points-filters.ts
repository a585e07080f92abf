import { LOCATIONS, TRANSACTION_TYPES } from '../../../domain/constants';
import type { PointsFilters } from '../../../domain/filters.types';
import type { ChoiceGroup } from '../../shared/components/filters/FilterPanel';

/** Location is multi-select, type a single choice (SPEC §3). */
export const POINTS_FILTER_GROUPS: readonly ChoiceGroup<PointsFilters>[] = [
  {
    key: 'location',
    legend: 'Location',
    multiple: true,
    options: LOCATIONS.map((location) => ({ value: location, label: location })),
  },
  { key: 'type', legend: 'Type', multiple: false, options: TRANSACTION_TYPES },
];
