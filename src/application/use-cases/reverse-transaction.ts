import type { ChangeAttempt } from '../change-attempt';
import { reasonProblem } from '../../domain/reason';
import { REVERSAL_MESSAGES } from '../../domain/reversal';
import type { TransactionRepository } from '../ports/transaction-repository';
import { done, refused, type Outcome } from './outcome';

/** A blank reason is never sent (docs/product.md §10): the dialog says so beside the field. */
export async function reverseTransaction(
  transactions: TransactionRepository,
  transactionId: string,
  reason: string,
  attempt?: ChangeAttempt,
): Promise<Outcome<{ reason: string }>> {
  if (reasonProblem(reason)) return refused({ reason: REVERSAL_MESSAGES.reason });
  await transactions.reverse(transactionId, reason.trim(), attempt);
  return done();
}
