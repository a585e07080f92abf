/** The client list, one client, block status and notes. */
import { BLOCK_STATUSES } from '../../../domain/constants';
import type { ClientRecord } from '../db/records';
import { allowedBy, anyOf, inDayRange, readDayRange, searchTerm, searcher } from '../rules/filters';
import { fail, notFound, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { textField } from '../server/request';

const MAX_NOTES = 5000;
const matchesSearch = searcher<ClientRecord>((c) => [c.userId, c.name, c.email]);

/** List rows leave out the status log (only the detail shows it): a third less JSON on a 10k-client list. */
const listRow = ({ statusLog: _log, ...row }: ClientRecord): Omit<ClientRecord, 'statusLog'> => row;

export const clientRoutes: RouteDef[] = [
  {
    method: 'get',
    path: 'retrieve/admin/view-clients',
    access: 'admin',
    handle({ query, store }) {
      const range = readDayRange(query);
      if ('invalid' in range) return fail(400, `${range.invalid} must be a date like 2026-01-31.`);
      const search = searchTerm(query);
      const locations = anyOf(query('location'));
      const statuses = anyOf(query('blockStatus'));
      const users = store.data.clients.filter(
        (c) =>
          allowedBy(locations, c.location) &&
          allowedBy(statuses, c.blockStatus) &&
          inDayRange(c.joinDate, range) &&
          matchesSearch(c, search),
      );
      return ok('Clients loaded.', { data: { users: users.map(listRow) } });
    },
  },
  {
    method: 'get',
    path: 'admin/view-client/:id',
    access: 'admin',
    handle({ params, store }) {
      const client = store.clientById(params.id ?? '');
      // SPEC §7 answers "the client object": its fields sit at the top level, beside type and message.
      return client ? ok('Client loaded.', { ...client }) : notFound('Client', params.id ?? '');
    },
  },
  {
    method: 'put',
    path: 'update/admin/view-client/:id/status',
    access: 'admin',
    saves: true,
    handle({ params, body, store, nowMs }) {
      const client = store.clientById(params.id ?? '');
      if (!client) return notFound('Client', params.id ?? '');
      const blockStatus = BLOCK_STATUSES.find((s) => s === body.blockStatus);
      if (!blockStatus) return fail(400, 'The status must be Active or Blocked.');
      const reason = textField(body, 'blockReason');
      if (reason === '') return fail(400, 'A reason is required to change the status.');
      if (client.blockStatus === blockStatus) return fail(422, `The client is already ${blockStatus}.`);
      client.statusLog.unshift({ blockStatus, reason, createdAt: new Date(nowMs).toISOString() });
      client.blockStatus = blockStatus;
      client.reason = reason;
      return ok(
        blockStatus === 'Blocked' ? 'Client blocked successfully.' : 'Client unblocked successfully.',
      );
    },
  },
  {
    method: 'put',
    path: 'admin/view-client/notes/:id',
    access: 'admin',
    saves: true,
    handle({ params, body, store }) {
      const client = store.clientById(params.id ?? '');
      if (!client) return notFound('Client', params.id ?? '');
      // Saved exactly as typed: notes are text, and the UI renders them as text (never as markup).
      if (typeof body.notes !== 'string') return fail(400, 'Notes must be text.');
      if (body.notes.length > MAX_NOTES) return fail(400, `Notes can be at most ${MAX_NOTES} characters.`);
      client.notes = body.notes;
      return ok('Notes saved successfully.');
    },
  },
];
