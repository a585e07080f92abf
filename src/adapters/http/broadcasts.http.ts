import { API } from '../../contract';
import { callTo } from './contract-call';
import type { BroadcastRepository } from '../../application/ports/broadcast-repository';
import type { BroadcastFilters } from '../../domain/filters.types';
import type { ApiClient } from './api-call';
import { NotShownAnswer } from './answers.schema';
import type { QueryPayload } from './query-string';

const broadcastQuery = (filters: BroadcastFilters): QueryPayload => ({
  fromDate: filters.from,
  toDate: filters.to,
  search: filters.search.trim(),
});

/** Broadcast messages to all clients: the list, one, send and resend (docs/product.md §7). */
export function createHttpBroadcasts(api: ApiClient): BroadcastRepository {
  return {
    async list(filters, signal) {
      const page = await api.send({
        ...callTo(API.listBroadcasts, {}, broadcastQuery(filters)),
        signal,
      });
      return { rows: page.broadcasts, total: page.total, totalCount: page.totalCount };
    },
    async get(broadcastId, signal) {
      const answer = await api.send({
        ...callTo(API.getBroadcast, { id: broadcastId }),
        signal,
      });
      return answer.broadcast;
    },
    async delivery(broadcastId, signal) {
      const answer = await api.send({
        ...callTo(API.getBroadcast, { id: broadcastId }),
        signal,
      });
      return answer.delivery ?? null;
    },
    async send({ message, adminId, location }, attempt) {
      await api.send({
        ...callTo(API.sendBroadcast, {}, location ? { message, adminId, location } : { message, adminId }),
        answer: NotShownAnswer,
        attempt,
        signal: attempt?.signal,
      });
    },
    async resend(broadcastId, adminId, attempt) {
      await api.send({
        ...callTo(API.resendBroadcast, { id: broadcastId }, { adminId }),
        answer: NotShownAnswer,
        attempt,
        signal: attempt?.signal,
      });
    },
  };
}
