import { API, type Call, type PayloadOf } from '../../contract';
import { callTo, queryTo } from './contract-call';
import { PROGRESS_LINES_TYPE, readProgressAnswer, rowsSoFar, statusInLastLine } from './progress-lines';
import type { ChangeAttempt } from '../../application/change-attempt';
import type { ClientRepository } from '../../application/ports/client-repository';
import type { ClientFilters } from '../../domain/filters.types';
import { absentForNull } from './absent-for-null';
import { FileAnswer, readCsv } from './activity.http';
import { listViewQuery, pageTotal } from './list-view-query';
import type { ApiClient } from './api-call';
import { NotShownAnswer } from './answers.schema';
import type { QueryPayload } from './query-string';

type ClientChange =
  | typeof API.changeClientStatus
  | typeof API.addPoints
  | typeof API.redeemPoints
  | typeof API.saveClientNotes
  | typeof API.editClient;

const clientQuery = (filters: ClientFilters): QueryPayload => ({
  search: filters.search.trim(),
  fromDate: filters.from,
  toDate: filters.to,
  blockStatus: filters.blockStatus,
  location: filters.location,
});

/** Clients: the list, one client, and the changes an admin makes to one (docs/product.md §7). */
export function createHttpClients(api: ApiClient): ClientRepository {
  // Each client's version as last read or changed here, sent back with its next edit, notes or block
  // (docs/api.md, "Edits and versions"): a colleague's change since is then refused, never overwritten.
  const tags = new Map<string, string>();
  const versioned = (call: Call, clientId: string) => {
    const tag = tags.get(clientId);
    const onTag = (next: string) => tags.set(clientId, next);
    return call.version === 'checks' && tag !== undefined ? { ifMatch: tag, onTag } : { onTag };
  };
  // A list shows its clients as they are now, without versions: a change made from it (a row's block) is sent
  // without If-Match, never with a version read before the list.
  const forgetTags = (clients: readonly { userId: string }[]) => {
    for (const { userId } of clients) tags.delete(userId);
  };
  /** The client changes a dialog makes: each answers a "not shown" outcome (docs/product.md §7). */
  const change = async <C extends ClientChange>(
    call: C,
    clientId: string,
    payload: PayloadOf<C>,
    attempt?: ChangeAttempt,
  ) => {
    const { method, path } = callTo(call, { id: clientId }, payload);
    await api.send({
      method,
      path,
      payload,
      answer: NotShownAnswer,
      attempt,
      signal: attempt?.signal,
      ...versioned(call, clientId),
    });
  };
  return {
    async list(filters, signal) {
      const answer = await api.send({
        ...callTo(API.listClients, {}, clientQuery(filters)),
        signal,
      });
      forgetTags(answer.data.users);
      return answer.data.users.map(absentForNull);
    },
    async page(filters, view, signal) {
      const answer = await api.send({
        ...callTo(API.listClients, {}, { ...clientQuery(filters), ...listViewQuery(view) }),
        signal,
      });
      forgetTags(answer.data.users);
      return {
        rows: answer.data.users.map(absentForNull),
        total: pageTotal(answer.total, answer.data.users),
      };
    },
    export: async (filters, zone, signal) =>
      api.send({
        ...callTo(API.exportClients, {}, { ...clientQuery(filters), zone }),
        read: readCsv,
        answer: FileAnswer,
        signal,
      }),
    get: async (clientId, signal) =>
      absentForNull(
        await api.send({
          ...callTo(API.getClient, { id: clientId }),
          signal,
          ...versioned(API.getClient, clientId),
        }),
      ),
    changeStatus: (clientId, { blockReason, blockStatus }, attempt) =>
      change(API.changeClientStatus, clientId, { blockReason, blockStatus }, attempt),
    redeemPoints: (clientId, input, attempt) => {
      const { locationName, adminId } = input;
      const what =
        'rewardId' in input
          ? { rewardId: input.rewardId }
          : { points: input.points, serviceName: input.serviceName };
      return change(API.redeemPoints, clientId, { ...what, locationName, adminId }, attempt);
    },
    addPoints: (clientId, input, attempt) => {
      const { pointsReason, locationName, adminId } = input;
      const earned = 'amount' in input ? { amount: input.amount } : { points: input.points };
      return change(API.addPoints, clientId, { ...earned, pointsReason, locationName, adminId }, attempt);
    },
    saveNotes: (clientId, notes, attempt) => change(API.saveClientNotes, clientId, { notes }, attempt),
    async enrol(input) {
      const answer = await api.send({
        ...callTo(API.enrolClient, {}, input),
      });
      return absentForNull(answer.client);
    },
    editDetails: (clientId, { name, email, phone, location }) =>
      change(API.editClient, clientId, { name, email, ...(phone === undefined ? {} : { phone }), location }),
    async importFile(file, { dryRun, mapping, update, onUploadProgress, onRowsProgress, signal }) {
      const form = new FormData();
      form.append('file', file, file.name);
      const { method, path, answer: decoded } = callTo(API.importClients);
      const answer = await api.send({
        method,
        // POST sends its payload as the body: the query is written here (the contract's `dryRun`, `mapping`, `update`).
        path: `${path}${queryTo(API.importClients, {
          dryRun: dryRun || undefined,
          mapping: mapping ? JSON.stringify(mapping) : undefined,
          update: update || undefined,
        })}`,
        answer: decoded,
        payload: form,
        // The dialog shows the outcome itself, row by row.
        notify: false,
        signal,
        // Answered as progress lines while rows are written; heard as they come when sent over XHR.
        ...(onUploadProgress ? { onUploadProgress } : {}),
        accept: `${PROGRESS_LINES_TYPE}, application/json`,
        read: readProgressAnswer,
        statusIn: statusInLastLine,
        onAnswerText: (text) => {
          const rows = rowsSoFar(text);
          if (rows !== null) onRowsProgress?.(rows);
        },
      });
      return answer.import;
    },
  };
}
