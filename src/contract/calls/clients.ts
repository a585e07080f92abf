/** Clients: the list, one client, enrolling, editing, block status, notes, and importing a file. */
import { JSON_BODY, answers, NO_BODY, type Call } from '../call';
import { ClientSchema, ImportProgressLine, ImportReportSchema, NotShownAnswer } from '../shapes';
import { absent, fields, listOf, num } from '../schema';
import { DAYS_AND_SEARCH, EXPORT_ZONE, LIST_VIEW, LOCATION } from './queries';

const CLIENT_FILTER = [...DAYS_AND_SEARCH, ...LOCATION, 'blockStatus'] as const;

export const listClients = {
  name: 'listClients',
  verb: 'GET',
  path: 'retrieve/admin/view-clients',
  caller: 'admin',
  key: 'clients:read',
  query: [...CLIENT_FILTER, ...LIST_VIEW],
  request: NO_BODY,
  answer: answers(
    fields({
      data: fields({ users: listOf(ClientSchema) }),
      total: absent(num()),
    }),
  ),
} as const satisfies Call;

export const exportClients = {
  name: 'exportClients',
  verb: 'GET',
  path: 'admin/clients/export',
  caller: 'admin',
  query: [...CLIENT_FILTER, ...EXPORT_ZONE],
  request: NO_BODY,
  answer: { kind: 'file', mediaType: 'text/csv', description: 'The clients as CSV, UTF-8.' },
} as const satisfies Call;

export const getClient = {
  name: 'getClient',
  verb: 'GET',
  path: 'admin/view-client/:id',
  caller: 'admin',
  key: 'clients:read',
  request: NO_BODY,
  answer: answers(ClientSchema),
  version: 'answers',
} as const satisfies Call;

export const changeClientStatus = {
  name: 'changeClientStatus',
  verb: 'PUT',
  path: 'update/admin/view-client/:id/status',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
  version: 'checks',
} as const satisfies Call;

export const saveClientNotes = {
  name: 'saveClientNotes',
  verb: 'PUT',
  path: 'admin/view-client/notes/:id',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
  version: 'checks',
} as const satisfies Call;

export const enrolClient = {
  name: 'enrolClient',
  verb: 'POST',
  path: 'admin/clients',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(fields({ client: ClientSchema }), 201),
} as const satisfies Call;

export const editClient = {
  name: 'editClient',
  verb: 'PUT',
  path: 'admin/view-client/:id',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(fields({ client: ClientSchema })),
  version: 'checks',
} as const satisfies Call;

export const importClients = {
  name: 'importClients',
  verb: 'POST',
  path: 'admin/clients/import',
  caller: 'super-admin',
  query: ['dryRun', 'mapping', 'update'],
  request: { kind: 'table' },
  answer: {
    ...answers(fields({ import: ImportReportSchema })),
    progressLines: { line: ImportProgressLine },
  },
} as const satisfies Call;
