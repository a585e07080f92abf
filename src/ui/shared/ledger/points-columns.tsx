import { PREVIEW_TRANSACTION_REASON } from '../previews';
import type { Transaction } from '../../../domain/entities';
import { formatListDateTime } from '../format';
import { TRANSACTION_HEADERS as HEADER } from '../../../domain/list-files';
import { signedPoints } from '../../../domain/list-order';
import { pointsDisplay } from '../../../domain/points';
import type { Column } from '../components/table/DataTable';
import { Preview } from '../components/tooltip/Preview';
import { ActingAdmin, actingAdminName } from './ActingAdmin';
import { PointsChange } from './PointsChange';
import { typeLabel } from './transaction-type';

/** The points ledger's columns (docs/product.md §2); the View column comes from the table's row actions. */
export const POINTS_COLUMNS: readonly Column<Transaction>[] = [
  { key: 'transactionId', header: HEADER.transactionId, value: (tx) => tx.transactionId },
  { key: 'clientId', header: HEADER.clientId, value: (tx) => tx.clientId },
  { key: 'clientName', header: HEADER.clientName, value: (tx) => tx.clientName },
  {
    key: 'transactionDate',
    header: HEADER.transactionDate,
    value: (tx) => tx.transactionDate,
    text: (tx) => formatListDateTime(tx.transactionDate),
  },
  {
    key: 'transactionPoints',
    header: HEADER.transactionPoints,
    value: signedPoints,
    text: (tx) => pointsDisplay(tx.type, tx.transactionPoints).text,
    figure: true,
    render: (tx) => <PointsChange {...pointsDisplay(tx.type, tx.transactionPoints)} />,
  },
  { key: 'totalPoints', header: HEADER.totalPoints, value: (tx) => tx.totalPoints },
  { key: 'type', header: HEADER.type, value: (tx) => typeLabel(tx.type) },
  {
    key: 'reasonOrService',
    header: HEADER.reasonOrService,
    value: (tx) => tx.reasonOrService,
    render: (tx) => <Preview text={tx.reasonOrService} max={PREVIEW_TRANSACTION_REASON} />,
  },
  {
    key: 'adminUserId',
    header: HEADER.adminUserId,
    value: actingAdminName,
    render: (tx) => <ActingAdmin tx={tx} />,
  },
  { key: 'location', header: HEADER.location, value: (tx) => tx.location },
];
