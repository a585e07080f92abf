import { array, boolean, number, string, type } from 'superstruct';
import type { ChangeAttempt } from '../../application/change-attempt';
import type { ClientRepository } from '../../application/ports/client-repository';
import type { ClientFilters } from '../../domain/filters.types';
import { absentForNull } from './absent-for-null';
import { FileAnswer, readCsv } from './activity.http';
import { listViewQuery } from './list-view-query';
import type { ApiClient } from './api-call';
import { ClientSchema, NotShownAnswer } from './answers.schema';
import { pathId } from './path-segment';
import type { QueryPayload } from './query-string';

const ClientListAnswer = type({ data: type({ users: array(ClientSchema) }) });
const ClientPageAnswer = type({ data: type({ users: array(ClientSchema) }), total: number() });
const EnrolAnswer = type({ client: ClientSchema });
const ImportAnswer = type({
  import: type({
    fileName: string(),
    dryRun: boolean(),
    added: number(),
    skipped: number(),
    refusedCount: number(),
    refused: array(type({ line: number(), column: string(), message: string() })),
  }),
});

const clientQuery = (filters: ClientFilters): QueryPayload => ({
  search: filters.search.trim(),
  fromDate: filters.from,
  toDate: filters.to,
  blockStatus: filters.blockStatus,
  location: filters.location,
});

/** Clients: the list, one client, and the changes an admin makes to one (docs/product.md §7). */
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
    async page(filters, view, signal) {
      const answer = await api.send({
        method: 'GET',
        path: 'retrieve/admin/view-clients',
        payload: { ...clientQuery(filters), ...listViewQuery(view) },
        answer: ClientPageAnswer,
        signal,
      });
      return { clients: answer.data.users.map(absentForNull), total: answer.total };
    },
    export: async (filters, zone, signal) =>
      api.send({
        method: 'GET',
        path: 'admin/clients/export',
        payload: { ...clientQuery(filters), zone },
        read: readCsv,
        answer: FileAnswer,
        signal,
      }),
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
    async enrol(input) {
      const answer = await api.send({
        method: 'POST',
        path: 'admin/clients',
        payload: input,
        answer: EnrolAnswer,
      });
      return absentForNull(answer.client);
    },
    editDetails: (clientId, { name, email, location }) =>
      change('PUT', `admin/view-client/${pathId(clientId)}`, { name, email, location }),
    async importFile(file, { dryRun, onUploadProgress, signal }) {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await api.send({
        method: 'POST',
        path: `admin/clients/import${dryRun ? '?dryRun=true' : ''}`,
        payload: form,
        answer: ImportAnswer,
        // The dialog shows the outcome itself, row by row.
        notify: false,
        signal,
        ...(onUploadProgress ? { onUploadProgress } : {}),
      });
      return answer.import;
    },
  };
}
