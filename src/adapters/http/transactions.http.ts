import { array, number, type } from 'superstruct';
import type { TransactionRepository } from '../../application/ports/transaction-repository';
import type { PointsFilters } from '../../domain/filters.types';
import type { ApiClient } from './api-call';
import { FileAnswer, readCsv } from './activity.http';
import { TransactionSchema } from './answers.schema';
import { listViewQuery } from './list-view-query';
import { pathId } from './path-segment';
import type { QueryPayload } from './query-string';

const ListAnswer = type({ transactions: array(TransactionSchema) });
const PageAnswer = type({ transactions: array(TransactionSchema), total: number() });
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
    async page(filters, view, signal) {
      const answer = await api.send({
        method: 'GET',
        path: 'admin/points-transactions',
        payload: { ...pointsQuery(filters), ...listViewQuery(view) },
        answer: PageAnswer,
        signal,
      });
      return { transactions: answer.transactions, total: answer.total };
    },
    export: async (filters, zone, signal) =>
      api.send({
        method: 'GET',
        path: 'admin/points/export',
        payload: { ...pointsQuery(filters), zone },
        read: readCsv,
        answer: FileAnswer,
        signal,
      }),
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
