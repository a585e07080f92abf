/** The client list (whole, or a page of it in an order), its CSV export, and one client. */
import { API } from '../../contract';
import { CLIENT_HEADERS, clientFileCells } from '../../domain/list-files';
import { CLIENT_SORT_KEYS, CLIENTS_NEWEST_FIRST } from '../../domain/list-order';
import { notFound, ok, refuse } from '../answers';
import { readZone } from '../filters/export-zone';
import { parseListWindow } from '../filters/list-view';
import { parseClientQuery } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import type { ClientPosition } from '../ports';
import type { ClientListRow } from '../records';
import { adminClientRoute, adminRoute, type CoreRoute } from '../routing';
import type { BackendRequest } from '../wire';
import { exportList } from '../rules/list-export';

const listClients = adminRoute(API.listClients, async ({ ports, request }) => {
  const query = parseClientQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  const window = parseListWindow(request.query, CLIENT_SORT_KEYS, CLIENTS_NEWEST_FIRST);
  if (!window.ok) return refuse(400, window.message);
  // Without page, limit, sort or order: the whole list, as docs/product.md §7 answers it.
  if (window.value === null)
    return ok('Clients loaded.', { data: { users: await ports.store.listClients(query.value) } });
  const { rows, total } = await ports.store.pageClients(query.value, window.value);
  return ok('Clients loaded.', { data: { users: rows }, total });
});

const exportClients = adminRoute(API.exportClients, async ({ ports, request, now }) => {
  const query = parseClientQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  const zone = readZone(request.query);
  if (!zone.ok) return refuse(400, zone.message);
  const list = {
    section: 'clients',
    header: CLIENT_SORT_KEYS.map((key) => CLIENT_HEADERS[key]),
    read: (after: ClientPosition | null, size: number) => ports.store.clientsAfter(query.value, after, size),
    positionOf: ({ joinDate, userId }: ClientListRow): ClientPosition => ({ joinDate, userId }),
    cells: (row: ClientListRow) => clientFileCells(row, zone.value),
  };
  return exportList(list, query.value, { now, zone: zone.value });
});

const idOf = (request: BackendRequest): string => request.params.id ?? '';

const getClient = adminClientRoute(
  API.getClient,
  (request) => (isPlausibleId(idOf(request)) ? idOf(request) : null),
  async ({ request }, client) =>
    // docs/product.md §7 answers "the client object": its fields sit at the top level, beside type and message.
    client ? ok('Client loaded.', { ...client }) : notFound('Client', idOf(request)),
);

export const clientRoutes: CoreRoute[] = [listClients, exportClients, getClient];
