import { useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { getTransaction } from '../../../application/use-cases/get-transaction';
import { reversibleProblem } from '../../../domain/reversal';
import { DetailPage, type RecordKind } from '../../shared/components/details/DetailPage';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { ReverseDialog } from './ReverseDialog';
import { transactionFields } from './transaction-fields';
import './points.css';

const TRANSACTION: RecordKind = {
  what: 'transaction',
  idLabel: 'Transaction ID',
  backHref: PATHS.points,
  backLabel: 'Back to points',
};

/**
 * /app/dashboard/points/{transactionId}: every field of one transaction, linked to its client and to its
 * reversal, and Reverse while it can be (docs/product.md §10; the server judges who may).
 */
export default function TransactionDetailPage({ transactionId }: { transactionId: string }) {
  const transactions = useService(TOKENS.Transactions);
  const resource = useResource(
    transactionId,
    (signal) => getTransaction(transactions, transactionId, signal),
    { keepOnFailedReload: true },
  );
  const [reversing, setReversing] = useState(false);
  const done = () => {
    resource.reload();
    setReversing(false);
  };
  return (
    <DetailPage
      kind={TRANSACTION}
      id={transactionId}
      resource={resource}
      actions={(tx) =>
        reversibleProblem(tx) === undefined && (
          <button type="button" className="button button--secondary" onClick={() => setReversing(true)}>
            Reverse
          </button>
        )
      }
    >
      {(tx) => (
        <>
          <DetailsTable caption="Transaction details" rows={transactionFields(tx)} />
          <ReverseDialog
            open={reversing}
            transaction={tx}
            onClose={() => setReversing(false)}
            onDone={done}
            onFailed={resource.reload}
          />
        </>
      )}
    </DetailPage>
  );
}
