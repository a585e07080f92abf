import { TOKENS } from '../../../application/tokens';
import { listTransactions } from '../../../application/use-cases/list-transactions';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { transactionHref } from '../../shared/routes/paths';
import { POINTS_LIST } from './points-list';
import './points.css';

/** /app/dashboard/points: the points ledger, each row opening its transaction. */
export default function PointsPage() {
  const ledger = useService(TOKENS.Transactions);
  const list = useList(POINTS_LIST, ({ filters }, signal) => listTransactions(ledger, filters, signal));
  return <ListPage list={list} kind="points" actionHref={transactionHref} />;
}
