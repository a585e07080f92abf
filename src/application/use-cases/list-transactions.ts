import type { PointsFilters } from '../../domain/filters.types';
import type { ListExportFile, ListView } from '../ports/list-view';
import type { TransactionPage, TransactionRepository } from '../ports/transaction-repository';

/** One page of the ledger, in the order asked, across the whole filtered ledger. */
export const pageTransactions = (
  transactions: TransactionRepository,
  filters: PointsFilters,
  view: ListView,
  signal?: AbortSignal,
): Promise<TransactionPage> => transactions.page(filters, view, signal);

/** The whole filtered ledger as the server's CSV file, dates in the admin's zone. */
export const exportTransactions = (
  transactions: TransactionRepository,
  filters: PointsFilters,
  zone: string,
): Promise<ListExportFile> => transactions.export(filters, zone);
