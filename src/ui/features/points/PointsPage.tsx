import { TOKENS } from '../../../application/tokens';
import { exportTransactions, pageTransactions } from '../../../application/use-cases/list-transactions';
import { listSortOf } from '../../../domain/list-order';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { useServerCsv } from '../../shared/list/useServerCsv';
import { transactionHref } from '../../shared/routes/paths';
import { POINTS_LIST } from './points-list';
import './points.css';

/** /app/dashboard/points: the points ledger, each row opening its transaction. */
export default function PointsPage() {
  const ledger = useService(TOKENS.Transactions);
  const list = useList(POINTS_LIST, ({ filters, page, pageSize, sort }, signal) =>
    pageTransactions(ledger, filters, { page, size: pageSize, sort: listSortOf(sort) }, signal),
  );
  const csv = useServerCsv((zone) => exportTransactions(ledger, list.filters, zone));
  return <ListPage list={list} exportCsv={csv} kind="points" actionHref={transactionHref} />;
}
