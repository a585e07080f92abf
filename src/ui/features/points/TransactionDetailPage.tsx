import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens';
import { getTransaction } from '../../../application/use-cases/get-transaction';
import { DetailHeader } from '../../shared/components/details/DetailHeader';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { PageLoading } from '../../shared/components/PageLoading';
import { ErrorState } from '../../shared/components/status/ErrorState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { POINTS_PATH } from './paths';
import { transactionFields } from './transaction-fields';
import '../../shared/components/page/console-page.css';
import './points.css';

/** /app/dashboard/points/{transactionId}: every field of one transaction, linked to its client. */
export default function TransactionDetailPage({ transactionId }: { transactionId: string }) {
  const transactions = useService(TOKENS.Transactions);
  const load = useCallback(
    (signal: AbortSignal) => getTransaction(transactions, transactionId, signal),
    [transactions, transactionId],
  );
  const { status, data, reload } = useResource(load);

  return (
    <section className="console-list" aria-labelledby="transaction-heading">
      <DetailHeader
        title={`Transaction ID : ${transactionId}`}
        backHref={POINTS_PATH}
        backLabel="Back to points"
        headingId="transaction-heading"
      />
      {status === 'loading' && <PageLoading label="Loading transaction" />}
      {status === 'error' && <ErrorState message="Could not load this transaction." onRetry={reload} />}
      {data && <DetailsTable caption="Transaction details" rows={transactionFields(data)} />}
    </section>
  );
}
