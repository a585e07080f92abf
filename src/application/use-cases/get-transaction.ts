import type { Transaction } from '../../domain/entities';
import type { TransactionRepository } from '../ports/transaction-repository';

export const getTransaction = (
  transactions: TransactionRepository,
  transactionId: string,
  signal?: AbortSignal,
): Promise<Transaction> => transactions.get(transactionId, signal);
