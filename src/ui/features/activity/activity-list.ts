import { ACTIVITY_ACTIONS, ACTIVITY_LABELS } from '../../../domain/activity';
import type { ActivityEntry, ActivityPage } from '../../../domain/entities';
import { ACTIVITY_FILTERS } from '../../../domain/filters';
import type { ActivityFilters } from '../../../domain/filters.types';
import type { ActivityAdmin } from '../../../application/ports/activity-repository';
import type { FilterPanelDefinition, ListDefinition } from '../../shared/list/list-definition';
import { ACTIVITY_COLUMNS } from './activity-columns';

/** Dates, any of the actions, the admin picked by name (its id filters) and the client's exact id. */
const panel = (admins: readonly ActivityAdmin[]): FilterPanelDefinition<ActivityFilters> => ({
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
      {
        key: 'adminId',
        label: 'Admin',
        anyLabel: 'Any admin',
        options: admins.map((admin) => ({ value: admin.id, label: admin.name })),
      },
      { key: 'clientId', label: 'Client ID' },
    ],
  },
});

/**
 * The activity trail: paged by the server (it grows without bound), counted exactly up to a cap. Its Admin
 * filter offers the admins the page has loaded (none until they arrive: an id in force then shows as itself).
 */
export const activityList = (
  admins: readonly ActivityAdmin[],
): ListDefinition<ActivityFilters, ActivityEntry, ActivityPage> => ({
  title: 'Activity',
  filters: panel(admins),
  columns: ACTIVITY_COLUMNS,
  rowKey: (entry) => String(entry.seq),
  rows: (answer) => answer.rows,
  total: (answer) => answer.total,
  totalExact: (answer) => answer.totalExact,
});
