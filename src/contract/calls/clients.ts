/** Clients: the list, one client, enrolling, editing, block status, notes, and importing a file. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { ClientSchema, ImportProgressLine, ImportReportSchema, NotShownAnswer } from '../shapes';
import { absent, fields, listOf, num } from '../schema';
import { CLIENT_SORT_KEYS } from '../../domain/list-order';
import { BLOCK_STATUSES, NOTES_MAX, REASON_MAX } from '../../domain/constants';
import { body, query } from '../fields';
import { CLIENT_DETAILS } from './bodies';
import { DAYS_AND_SEARCH, EXPORT_ZONE, LOCATION, listView } from './queries';

const CLIENT_FILTER = { ...DAYS_AND_SEARCH, ...LOCATION, blockStatus: query.list() } as const;

export const listClients = {
  name: 'listClients',
  verb: 'GET',
  path: 'retrieve/admin/view-clients',
  caller: 'admin',
  key: 'clients:read',
  query: { ...CLIENT_FILTER, ...listView(CLIENT_SORT_KEYS) },
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
  query: { ...CLIENT_FILTER, ...EXPORT_ZONE },
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
  request: jsonBody({ blockStatus: body.choice(BLOCK_STATUSES), blockReason: body.text(REASON_MAX) }),
  answer: answers(NotShownAnswer),
  version: 'checks',
} as const satisfies Call;

export const saveClientNotes = {
  name: 'saveClientNotes',
  verb: 'PUT',
  path: 'admin/view-client/notes/:id',
  caller: 'admin',
  request: jsonBody({ notes: body.text(NOTES_MAX, { exact: true, blank: true }) }),
  answer: answers(NotShownAnswer),
  version: 'checks',
} as const satisfies Call;

export const enrolClient = {
  name: 'enrolClient',
  verb: 'POST',
  path: 'admin/clients',
  caller: 'admin',
  request: jsonBody({
    ...CLIENT_DETAILS,
    points: body.number({ optional: true, description: 'The opening balance.' }),
    pointsReason: body.text(REASON_MAX, { optional: true, description: "The opening balance's reason." }),
    emailConsent: body.flag({ description: 'Whether the client agrees to broadcasts by email.' }),
  }),
  answer: answers(fields({ client: ClientSchema }), 201),
} as const satisfies Call;

export const editClient = {
  name: 'editClient',
  verb: 'PUT',
  path: 'admin/view-client/:id',
  caller: 'admin',
  request: jsonBody(CLIENT_DETAILS),
  answer: answers(fields({ client: ClientSchema })),
  version: 'checks',
} as const satisfies Call;

export const importClients = {
  name: 'importClients',
  verb: 'POST',
  path: 'admin/clients/import',
  caller: 'super-admin',
  query: { dryRun: query.flag(), mapping: query.text(), update: query.flag() },
  request: { kind: 'table' },
  answer: {
    ...answers(fields({ import: ImportReportSchema })),
    progressLines: { line: ImportProgressLine },
  },
} as const satisfies Call;
