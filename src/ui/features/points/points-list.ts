import { TRANSACTION_TYPES } from '../../../domain/constants';
import type { Transaction } from '../../../domain/entities';
import { POINTS_FILTERS } from '../../../domain/filters';
import type { PointsFilters } from '../../../domain/filters.types';
import { LOCATION_GROUP } from '../../shared/components/filters/FilterPanel';
import type { TransactionPage } from '../../../application/ports/transaction-repository';
import {
  serverSortedListOf,
  type FilterPanelDefinition,
  type ListDefinition,
} from '../../shared/list/list-definition';
import { POINTS_COLUMNS } from '../../shared/ledger/points-columns';

/** Location (multi-select) and type (a single choice: Points Added or Points Redeemed), by Transaction Date. */
const PANEL: FilterPanelDefinition<PointsFilters> = {
  codec: POINTS_FILTERS,
  dateHeading: 'Transaction Date',
  groups: [LOCATION_GROUP, { key: 'type', legend: 'Type', multiple: false, options: TRANSACTION_TYPES }],
};

const transactionId = (tx: Transaction) => tx.transactionId;

/** The points ledger, paged, sorted and searched by the server across the whole filtered ledger (§10.18). */
export const POINTS_LIST: ListDefinition<PointsFilters, Transaction, TransactionPage> = serverSortedListOf(
  'Points Transactions',
  PANEL,
  POINTS_COLUMNS,
  transactionId,
  (answer) => answer.rows,
);
