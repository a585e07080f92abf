import { array, number, type } from 'superstruct';
import type { BroadcastRepository } from '../../application/ports/broadcast-repository';
import type { BroadcastFilters } from '../../domain/filters.types';
import type { ApiClient } from './api-call';
import { BroadcastSchema, NotShownAnswer } from './answers.schema';
import { pathId } from './path-segment';
import type { QueryPayload } from './query-string';

const PageAnswer = type({ broadcasts: array(BroadcastSchema), total: number(), totalCount: number() });
const OneAnswer = type({ broadcast: BroadcastSchema });

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
        method: 'GET',
        path: 'admin/broadcasts',
        payload: broadcastQuery(filters),
        answer: PageAnswer,
        signal,
      });
      return { broadcasts: page.broadcasts, total: page.total, totalCount: page.totalCount };
    },
    async get(broadcastId, signal) {
      const answer = await api.send({
        method: 'GET',
        path: `admin/broadcast/${pathId(broadcastId)}`,
        answer: OneAnswer,
        signal,
      });
      return answer.broadcast;
    },
    async send({ message, adminId }, attempt) {
      await api.send({
        method: 'POST',
        path: 'admin/broadcast',
        payload: { message, adminId },
        answer: NotShownAnswer,
        attempt,
        signal: attempt?.signal,
      });
    },
    async resend(broadcastId, adminId, attempt) {
      await api.send({
        method: 'POST',
        path: `admin/broadcast/resend/${pathId(broadcastId)}`,
        payload: { adminId },
        answer: NotShownAnswer,
        attempt,
        signal: attempt?.signal,
      });
    },
  };
}
