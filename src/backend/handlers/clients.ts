/** The client list (whole, or a page of it in an order), its CSV export, and one client. */
import { API } from '../../contract';
import { CLIENT_FILE_HEADER, clientFileCells } from '../../domain/list-files';
import { CLIENT_SORT_KEYS, CLIENTS_NEWEST_FIRST, type ClientSortKey } from '../../domain/list-order';
import { notFound, ok, refuse } from '../answers';
import { clientWire } from '../wire-shapes';
import { locationFilterProblem, parseClientQuery } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import type { ClientPosition, ClientQuery, StoreReads } from '../ports';
import type { ClientListRow } from '../records';
import { adminClientRoute, adminRoute, type CoreRoute } from '../routing';
import type { BackendRequest } from '../wire';
import { recordExport } from '../rules/activity';
import { businessZone } from '../rules/business-zone';
import { withTag } from '../rules/client-version';
import { readExportCall, readListCall, type ServerList } from '../rules/list-calls';
import { liabilityColumn, programmeOf } from '../rules/programme';

const clientList = (
  store: StoreReads,
): ServerList<ClientQuery, ClientSortKey, ClientListRow, ClientPosition> => ({
  section: 'clients',
  parse: parseClientQuery,
  check: (filters) => locationFilterProblem(store, filters.locations),
  sortKeys: CLIENT_SORT_KEYS,
  newestFirst: CLIENTS_NEWEST_FIRST,
  header: CLIENT_FILE_HEADER,
  whole: (filters) => store.listClients(filters),
  page: (filters, window) => store.pageClients(filters, window),
  after: (filters, after, size) => store.clientsAfter(filters, after, size),
  positionOf: ({ joinDate, userId }) => ({ joinDate, userId }),
  cells: clientFileCells,
});

const listClients = adminRoute(API.listClients, async ({ ports, request }) => {
  const list = await readListCall(clientList(ports.store), request.query, await businessZone(ports.store));
  if (!list.ok) return refuse(400, list.message);
  return ok(API.listClients, 'Clients loaded.', {
    data: { users: list.value.rows.map(clientWire) },
    ...list.value.counted,
  });
});

const exportClients = adminRoute(API.exportClients, async ({ ports, request, actor, now }) => {
  const more = liabilityColumn(await programmeOf(ports.store));
  const zone = await businessZone(ports.store);
  const file = await readExportCall({ ...clientList(ports.store), more }, request.query, now, zone);
  if (!file.ok) return refuse(400, file.message);
  await recordExport(ports.store, { admin: actor, now, ip: request.ip }, 'clients.exported');
  return file.value;
});

const idOf = (request: BackendRequest): string => request.params.id ?? '';

const getClient = adminClientRoute(
  API.getClient,
  (request) => (isPlausibleId(idOf(request)) ? idOf(request) : null),
  async ({ request }, client) =>
    // docs/product.md §7 answers "the client object": its fields sit at the top level, beside type and message.
    // Its ETag is what a change sends back as If-Match (rules/client-version.ts).
    client
      ? withTag(ok(API.getClient, 'Client loaded.', clientWire(client)), client)
      : notFound('Client', idOf(request)),
);

export const clientRoutes: CoreRoute[] = [listClients, exportClients, getClient];
