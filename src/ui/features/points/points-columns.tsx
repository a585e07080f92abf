import { PREVIEW_TRANSACTION_REASON } from '../../../domain/constants';
import type { Transaction } from '../../../domain/entities';
import { formatListDateTime } from '../../shared/format';
import { pointsDisplay } from '../../../domain/points';
import type { Column } from '../../shared/components/table/DataTable';
import { Preview } from '../../shared/components/tooltip/Preview';
import { ActingAdmin, actingAdminName } from './ActingAdmin';
import { PointsChange } from './PointsChange';
import { typeLabel } from './transaction-type';

/** A redeem sorts below every add: the change is signed for sorting, shown as +N / -N. */
const signedPoints = (tx: Transaction): number =>
  (tx.type === 'add' ? 1 : -1) * Math.abs(tx.transactionPoints);

/** The points ledger's columns (docs/product.md §2); the View column comes from the table's row actions. */
export const POINTS_COLUMNS: readonly Column<Transaction>[] = [
  { key: 'transactionId', header: 'Transaction ID', value: (tx) => tx.transactionId },
  { key: 'clientId', header: 'Client ID', value: (tx) => tx.clientId },
  { key: 'clientName', header: 'Client Name', value: (tx) => tx.clientName },
  {
    key: 'transactionDate',
    header: 'Transaction Date',
    value: (tx) => tx.transactionDate,
    text: (tx) => formatListDateTime(tx.transactionDate),
  },
  {
    key: 'transactionPoints',
    header: 'Points',
    value: signedPoints,
    text: (tx) => pointsDisplay(tx.type, tx.transactionPoints).text,
    figure: true,
    render: (tx) => <PointsChange {...pointsDisplay(tx.type, tx.transactionPoints)} />,
  },
  { key: 'totalPoints', header: 'Total Points', value: (tx) => tx.totalPoints },
  { key: 'type', header: 'Type', value: (tx) => typeLabel(tx.type) },
  {
    key: 'reasonOrService',
    header: 'Reason / Service',
    value: (tx) => tx.reasonOrService,
    render: (tx) => <Preview text={tx.reasonOrService} max={PREVIEW_TRANSACTION_REASON} />,
  },
  { key: 'adminUserId', header: 'Admin', value: actingAdminName, render: (tx) => <ActingAdmin tx={tx} /> },
  { key: 'location', header: 'Location', value: (tx) => tx.location },
];
