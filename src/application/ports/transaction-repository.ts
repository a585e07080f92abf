import type { Page } from '../../domain/pagination';
import type { ChangeAttempt } from '../change-attempt';
import type { Transaction } from '../../domain/entities';
import type { PointsFilters } from '../../domain/filters.types';
import type { ListExportFile, ListView } from './list-view';

/** One page of the ledger as the server cut it, and how many match in all. */
export type TransactionPage = Page<Transaction>;

export interface TransactionRepository {
  list(filters: PointsFilters, signal?: AbortSignal): Promise<Transaction[]>;
  /** One page in an order, sorted and searched by the server across the whole filtered ledger. */
  page(filters: PointsFilters, view: ListView, signal?: AbortSignal): Promise<TransactionPage>;
  /** The whole filtered ledger as the server's CSV file, its dates in `zone`. */
  export(filters: PointsFilters, zone: string, signal?: AbortSignal): Promise<ListExportFile>;
  get(transactionId: string, signal?: AbortSignal): Promise<Transaction>;
  /** One page of one client's own entries, in an order (the client page's points history). */
  clientPage(clientId: string, view: ListView, signal?: AbortSignal): Promise<TransactionPage>;
  /**
   * Reverses an entry with a reason (docs/product.md §10): the counter-entry booked, and the entry as it now
   * stands (naming its reversal).
   */
  reverse(transactionId: string, reason: string, attempt?: ChangeAttempt): Promise<Reversal>;
}

export interface Reversal {
  transaction: Transaction;
  reversed: Transaction;
}
