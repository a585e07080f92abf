import type { Transaction } from '../../domain/entities';
import type { PointsFilters } from '../../domain/filters.types';
import type { ListExportFile, ListView } from './list-view';

/** One page of the ledger as the server cut it, and how many match in all. */
export interface TransactionPage {
  transactions: Transaction[];
  total: number;
}

export interface TransactionRepository {
  list(filters: PointsFilters, signal?: AbortSignal): Promise<Transaction[]>;
  /** One page in an order, sorted and searched by the server across the whole filtered ledger. */
  page(filters: PointsFilters, view: ListView, signal?: AbortSignal): Promise<TransactionPage>;
  /** The whole filtered ledger as the server's CSV file, its dates in `zone`. */
  export(filters: PointsFilters, zone: string, signal?: AbortSignal): Promise<ListExportFile>;
  get(transactionId: string, signal?: AbortSignal): Promise<Transaction>;
}
