import type { Transaction } from '../../domain/entities';
import type { PointsFilters } from '../../domain/filters.types';

export interface TransactionRepository {
  list(filters: PointsFilters, signal?: AbortSignal): Promise<Transaction[]>;
  get(transactionId: string, signal?: AbortSignal): Promise<Transaction>;
}
