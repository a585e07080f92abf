import { TRANSACTION_TYPES } from '../../../domain/constants';
import type { Transaction } from '../../../domain/entities';
import { POINTS_FILTERS } from '../../../domain/filters';
import type { PointsFilters } from '../../../domain/filters.types';
import { LOCATION_GROUP } from '../../shared/components/filters/FilterPanel';
import { everyRow, listOf, type FilterPanelDefinition } from '../../shared/list/list-definition';
import { POINTS_COLUMNS } from './points-columns';

/** Location (multi-select) and type (a single choice: Points Added or Points Redeemed), by Transaction Date. */
const PANEL: FilterPanelDefinition<PointsFilters> = {
  codec: POINTS_FILTERS,
  dateHeading: 'Transaction Date',
  groups: [LOCATION_GROUP, { key: 'type', legend: 'Type', multiple: false, options: TRANSACTION_TYPES }],
};

const transactionId = (tx: Transaction) => tx.transactionId;

/** The points ledger: its call answers the transactions. */
export const POINTS_LIST = listOf(
  'Points Transactions',
  PANEL,
  POINTS_COLUMNS,
  transactionId,
  everyRow<Transaction>,
);
