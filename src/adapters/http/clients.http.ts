import { array, type } from 'superstruct';
import type { ChangeAttempt } from '../../application/change-attempt';
import type { ClientRepository } from '../../application/ports/client-repository';
import type { ClientFilters } from '../../domain/filters.types';
import { absentForNull } from './absent-for-null';
import type { ApiClient } from './api-call';
import { ClientSchema, NotShownAnswer } from './answers.schema';
import { pathId } from './path-segment';
import type { QueryPayload } from './query-string';

const ClientListAnswer = type({ data: type({ users: array(ClientSchema) }) });

const clientQuery = (filters: ClientFilters): QueryPayload => ({
  search: filters.search.trim(),
  fromDate: filters.from,
  toDate: filters.to,
  blockStatus: filters.blockStatus,
  location: filters.location,
});

/** Clients: the list, one client, and the changes an admin makes to one (SPEC §7). */
export function createHttpClients(api: ApiClient): ClientRepository {
  const change = async (method: 'POST' | 'PUT', path: string, payload: object, attempt?: ChangeAttempt) => {
    await api.send({ method, path, payload, answer: NotShownAnswer, attempt, signal: attempt?.signal });
  };
  return {
    async list(filters, signal) {
      const answer = await api.send({
        method: 'GET',
        path: 'retrieve/admin/view-clients',
        payload: clientQuery(filters),
        answer: ClientListAnswer,
        signal,
      });
      return answer.data.users.map(absentForNull);
    },
    get: async (clientId, signal) =>
      absentForNull(
        await api.send({
          method: 'GET',
          path: `admin/view-client/${pathId(clientId)}`,
          answer: ClientSchema,
          signal,
        }),
      ),
    changeStatus: (clientId, { blockReason, blockStatus }, attempt) =>
      change(
        'PUT',
        `update/admin/view-client/${pathId(clientId)}/status`,
        { blockReason, blockStatus },
        attempt,
      ),
    addPoints: (clientId, { points, pointsReason, adminId }, attempt) =>
      change(
        'POST',
        `admin/view-client/addpoints/${pathId(clientId)}`,
        { points, pointsReason, adminId },
        attempt,
      ),
    redeemPoints: (clientId, { points, locationName, serviceName, adminId }, attempt) =>
      change(
        'PUT',
        `admin/view-client/redeempoints/${pathId(clientId)}`,
        { points, locationName, serviceName, adminId },
        attempt,
      ),
    saveNotes: (clientId, notes, attempt) =>
      change('PUT', `admin/view-client/notes/${pathId(clientId)}`, { notes }, attempt),
  };
}
