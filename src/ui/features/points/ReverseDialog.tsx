import { REASON_MAX } from '../../../domain/constants';
import { reasonProblem } from '../../../domain/reason';
import { pointsDisplay } from '../../../domain/points';
import type { Transaction } from '../../../domain/entities';
import { TOKENS } from '../../../application/tokens';
import { reverseTransaction } from '../../../application/use-cases/reverse-transaction';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';

interface ReverseValues {
  reason: string;
}

interface ReverseDialogProps {
  open: boolean;
  transaction: Transaction;
  onClose(): void;
  /** The reversal was booked: read the transaction again (it now names its reversal) and close. */
  onDone(): void;
  /** The request failed: read it again anyway, the server may have booked it before its answer was lost. */
  onFailed(): void;
}

/**
 * Reverse (docs/product.md §10): books a linked counter-entry with a Reason, required. The server's refusal
 * (below zero, not allowed, reversed already) is said in the dialog, which keeps what was typed.
 */
export function ReverseDialog({ open, transaction, onClose, onDone, onFailed }: ReverseDialogProps) {
  const transactions = useService(TOKENS.Transactions);
  const undone = pointsDisplay(transaction.type, transaction.transactionPoints).text;
  return (
    <FormDialog<ReverseValues>
      open={open}
      title="Reverse transaction"
      description={`Books a counter-entry that undoes ${transaction.transactionId} (${undone} points, ${transaction.clientName}). Both entries stay in the ledger.`}
      onClose={onClose}
      initialValues={{ reason: '' }}
      onSubmit={(values, attempt) =>
        submitting(
          () => reverseTransaction(transactions, transaction.transactionId, values.reason ?? '', attempt),
          { onAccepted: onDone, onFailed },
        )
      }
      canSubmit={(values) => reasonProblem(values.reason) === undefined}
      submit="Reverse"
      pending="Reversing…"
    >
      <FormField name="reason" label="Reason" multiline limit={REASON_MAX} />
    </FormDialog>
  );
}
