import { ACTIVITY_ACTIONS, ACTIVITY_LABELS } from '../../../domain/activity';
import type { ActivityEntry, ActivityPage } from '../../../domain/entities';
import { ACTIVITY_FILTERS } from '../../../domain/filters';
import type { ActivityFilters } from '../../../domain/filters.types';
import type { FilterPanelDefinition, ListDefinition } from '../../shared/list/list-definition';
import { ACTIVITY_COLUMNS } from './activity-columns';

/** Dates, any of the actions, and the admin's and the client's exact ids. */
const PANEL: FilterPanelDefinition<ActivityFilters> = {
  codec: ACTIVITY_FILTERS,
  dateHeading: 'Activity Date',
  groups: [
    {
      key: 'action',
      legend: 'Action',
      multiple: true,
      options: ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTIVITY_LABELS[action] })),
    },
  ],
  texts: {
    legend: 'Admin and Client',
    fields: [
      { key: 'adminId', label: 'Admin ID' },
      { key: 'clientId', label: 'Client ID' },
    ],
  },
};

/** The activity trail: paged by the server (it grows without bound), counted exactly up to a cap. */
export const ACTIVITY_LIST: ListDefinition<ActivityFilters, ActivityEntry, ActivityPage> = {
  title: 'Activity',
  filters: PANEL,
  columns: ACTIVITY_COLUMNS,
  rowKey: (entry) => String(entry.seq),
  rows: (answer) => answer.entries,
  total: (answer) => answer.total,
  totalExact: (answer) => answer.totalExact,
};
