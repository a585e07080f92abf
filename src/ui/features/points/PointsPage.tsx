import { TOKENS } from '../../../application/tokens';
import { listTransactions } from '../../../application/use-cases/list-transactions';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { useListCsv } from '../../shared/list/useListCsv';
import { transactionHref } from '../../shared/routes/paths';
import { POINTS_LIST } from './points-list';
import './points.css';

/** /app/dashboard/points: the points ledger, each row opening its transaction. */
export default function PointsPage() {
  const ledger = useService(TOKENS.Transactions);
  const list = useList(POINTS_LIST, ({ filters }, signal) => listTransactions(ledger, filters, signal));
  const csv = useListCsv(list, 'points');
  return <ListPage list={list} exportCsv={csv} kind="points" actionHref={transactionHref} />;
}
