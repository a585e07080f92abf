import { array, type } from 'superstruct';
import type { TransactionRepository } from '../../application/ports/transaction-repository';
import type { PointsFilters } from '../../domain/filters.types';
import type { ApiClient } from './api-call';
import { TransactionSchema } from './answers.schema';
import { pathId } from './path-segment';
import type { QueryPayload } from './query-string';

const ListAnswer = type({ transactions: array(TransactionSchema) });
const OneAnswer = type({ transaction: TransactionSchema });

const pointsQuery = (filters: PointsFilters): QueryPayload => ({
  fromDate: filters.from,
  toDate: filters.to,
  location: filters.location,
  type: filters.type,
  search: filters.search.trim(),
});

/** The points ledger (docs/product.md §7): read only. */
export function createHttpTransactions(api: ApiClient): TransactionRepository {
  return {
    async list(filters, signal) {
      const answer = await api.send({
        method: 'GET',
        path: 'admin/points-transactions',
        payload: pointsQuery(filters),
        answer: ListAnswer,
        signal,
      });
      return answer.transactions;
    },
    async get(transactionId, signal) {
      const answer = await api.send({
        method: 'GET',
        path: `admin/points-transactions/${pathId(transactionId)}`,
        answer: OneAnswer,
        signal,
      });
      return answer.transaction;
    },
  };
}
