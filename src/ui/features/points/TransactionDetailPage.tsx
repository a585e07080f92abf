import { TOKENS } from '../../../application/tokens';
import { getTransaction } from '../../../application/use-cases/get-transaction';
import { DetailPage, type RecordKind } from '../../shared/components/details/DetailPage';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { transactionFields } from './transaction-fields';
import './points.css';

const TRANSACTION: RecordKind = {
  what: 'transaction',
  idLabel: 'Transaction ID',
  backHref: PATHS.points,
  backLabel: 'Back to points',
};

/** /app/dashboard/points/{transactionId}: every field of one transaction, linked to its client. */
export default function TransactionDetailPage({ transactionId }: { transactionId: string }) {
  const transactions = useService(TOKENS.Transactions);
  const resource = useResource(transactionId, (signal) =>
    getTransaction(transactions, transactionId, signal),
  );
  return (
    <DetailPage kind={TRANSACTION} id={transactionId} resource={resource}>
      {(tx) => <DetailsTable caption="Transaction details" rows={transactionFields(tx)} />}
    </DetailPage>
  );
}
