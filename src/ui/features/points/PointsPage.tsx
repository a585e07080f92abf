import { TOKENS } from '../../../application/tokens';
import { listTransactions } from '../../../application/use-cases/list-transactions';
import { POINTS_FILTERS } from '../../../domain/filters';
import { DataTable } from '../../shared/components/table/DataTable';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { transactionHref } from '../../shared/routes/paths';
import { POINTS_COLUMNS } from './points-columns';
import { POINTS_FILTER_GROUPS } from './points-filters';
import './points.css';

/** /app/dashboard/points: the ledger, searched, filtered, paged and sorted through the query string. */
export default function PointsPage() {
  const transactions = useService(TOKENS.Transactions);
  const list = useList({
    codec: POINTS_FILTERS,
    columns: POINTS_COLUMNS,
    load: ({ filters }, signal) => listTransactions(transactions, filters, signal),
    rows: (answer) => answer,
  });
  return (
    <ListPage
      title="Points Transactions"
      headingId="points-heading"
      list={list}
      dateHeading="Transaction Date"
      groups={POINTS_FILTER_GROUPS}
    >
      <DataTable
        caption="Points transactions"
        columns={POINTS_COLUMNS}
        {...list.table}
        rowKey={(tx) => tx.transactionId}
        kind="points"
        actionHref={transactionHref}
      />
    </ListPage>
  );
}
