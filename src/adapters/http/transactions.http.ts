import { API } from '../../contract';
import { callTo } from './contract-call';
import type { TransactionRepository } from '../../application/ports/transaction-repository';
import type { PointsFilters } from '../../domain/filters.types';
import type { ApiClient } from './api-call';
import { FileAnswer, readCsv } from './activity.http';
import { listViewQuery, pageTotal } from './list-view-query';
import type { QueryPayload } from './query-string';

const pointsQuery = (filters: PointsFilters): QueryPayload => ({
  fromDate: filters.from,
  toDate: filters.to,
  location: filters.location,
  type: filters.type,
  search: filters.search.trim(),
});

/** The points ledger (docs/product.md §7): its reads, and the one change made to it directly, a reversal. */
export function createHttpTransactions(api: ApiClient): TransactionRepository {
  return {
    async list(filters, signal) {
      const answer = await api.send({
        ...callTo(API.listTransactions, {}, pointsQuery(filters)),
        signal,
      });
      return answer.transactions;
    },
    async page(filters, view, signal) {
      const answer = await api.send({
        ...callTo(API.listTransactions, {}, { ...pointsQuery(filters), ...listViewQuery(view) }),
        signal,
      });
      return { rows: answer.transactions, total: pageTotal(answer.total, answer.transactions) };
    },
    export: async (filters, zone, signal) =>
      api.send({
        ...callTo(API.exportTransactions, {}, { ...pointsQuery(filters), zone }),
        read: readCsv,
        answer: FileAnswer,
        signal,
      }),
    async get(transactionId, signal) {
      const answer = await api.send({
        ...callTo(API.getTransaction, { id: transactionId }),
        signal,
      });
      return answer.transaction;
    },
    async clientPage(clientId, view, signal) {
      const answer = await api.send({
        ...callTo(API.listTransactions, {}, { clientId, ...listViewQuery(view) }),
        signal,
      });
      return { rows: answer.transactions, total: pageTotal(answer.total, answer.transactions) };
    },
    reverse: async (transactionId, reason, attempt) =>
      api.send({
        ...callTo(API.reverseTransaction, { id: transactionId }, { reason }),
        attempt,
        signal: attempt?.signal,
      }),
  };
}
