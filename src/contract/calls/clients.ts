/** Clients: the list, one client, enrolling, editing, block status, notes, and importing a file. */
import { json, answers, NO_BODY, type Call } from '../call';
import { ClientSchema, ImportProgressLine, ImportReportSchema, NotShownAnswer } from '../shapes';
import { absent, fields, listOf, num, oneOf, text } from '../schema';
import { BLOCK_STATUSES } from '../../domain/constants';
import { DAYS_AND_SEARCH, EXPORT_ZONE, LIST_VIEW, LOCATION } from './queries';

const CLIENT_FILTER = {
  ...DAYS_AND_SEARCH,
  ...LOCATION,
  blockStatus: 'Active, Blocked or both, comma-joined.',
} as const;

export const listClients = {
  name: 'listClients',
  verb: 'GET',
  path: 'retrieve/admin/view-clients',
  caller: 'admin',
  summary:
    'The clients matching the filters: all of them, or one page of the whole sorted list and its total.',
  query: { ...CLIENT_FILTER, ...LIST_VIEW },
  request: NO_BODY,
  answer: answers(
    fields({
      data: fields({ users: listOf(ClientSchema) }),
      total: absent(num('Every match, when a page was asked for.')),
    }),
  ),
} as const satisfies Call;

export const exportClients = {
  name: 'exportClients',
  verb: 'GET',
  path: 'admin/clients/export',
  caller: 'admin',
  summary: 'Every client matching the filters as a CSV file, streamed.',
  query: { ...CLIENT_FILTER, ...EXPORT_ZONE },
  request: NO_BODY,
  answer: { kind: 'file', mediaType: 'text/csv', description: 'The clients as CSV, UTF-8.' },
} as const satisfies Call;

export const getClient = {
  name: 'getClient',
  verb: 'GET',
  path: 'admin/view-client/:id',
  caller: 'admin',
  summary: "One client: the client's fields at the top level, beside type and message.",
  request: NO_BODY,
  answer: answers(ClientSchema),
} as const satisfies Call;

export const changeClientStatus = {
  name: 'changeClientStatus',
  verb: 'PUT',
  path: 'update/admin/view-client/:id/status',
  caller: 'admin',
  summary: 'Blocks or unblocks a client, with a reason kept in its status log.',
  request: json(fields({ blockStatus: oneOf(BLOCK_STATUSES), blockReason: text() })),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const saveClientNotes = {
  name: 'saveClientNotes',
  verb: 'PUT',
  path: 'admin/view-client/notes/:id',
  caller: 'admin',
  summary: "Saves a client's notes, exactly as typed.",
  request: json(fields({ notes: text() })),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const enrolClient = {
  name: 'enrolClient',
  verb: 'POST',
  path: 'admin/clients',
  caller: 'admin',
  summary: 'Enrols one client (one per email), with an opening balance if points are given.',
  request: json(
    fields({
      name: text(),
      email: text(),
      location: text(),
      points: absent(num('The opening balance.')),
      pointsReason: absent(text("The opening balance's reason.")),
    }),
  ),
  answer: answers(fields({ client: ClientSchema }), 201),
} as const satisfies Call;

export const editClient = {
  name: 'editClient',
  verb: 'PUT',
  path: 'admin/view-client/:id',
  caller: 'admin',
  summary: "Changes a client's name, email and location.",
  request: json(fields({ name: text(), email: text(), location: text() })),
  answer: answers(fields({ client: ClientSchema })),
} as const satisfies Call;

export const importClients = {
  name: 'importClients',
  verb: 'POST',
  path: 'admin/clients/import',
  caller: 'super-admin',
  summary: 'Enrols every valid row of a CSV file in one transaction (docs/api.md, Importing clients).',
  query: { dryRun: 'true: judge every row and write nothing.' },
  request: { kind: 'table' },
  answer: {
    ...answers(fields({ import: ImportReportSchema })),
    progressLines: {
      line: ImportProgressLine,
      description:
        'Asked for with Accept: application/x-ndjson: a progress line per batch of rows handled, then the answer (or the refusal) as the last line, with its status (docs/api.md, Importing clients).',
    },
  },
} as const satisfies Call;
