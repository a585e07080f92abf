import type { Transaction } from '../../domain/entities';
import type { PointsFilters } from '../../domain/filters.types';
import type { TransactionRepository } from '../ports/transaction-repository';

export const listTransactions = (
  transactions: TransactionRepository,
  filters: PointsFilters,
  signal?: AbortSignal,
): Promise<Transaction[]> => transactions.list(filters, signal);
