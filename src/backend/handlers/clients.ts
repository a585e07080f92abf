/** The client list and one client. */
import { API } from '../../contract';
import { notFound, ok, refuse } from '../answers';
import { parseClientQuery } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import { adminRoute, type CoreRoute } from '../routing';

const listClients = adminRoute(API.listClients, async ({ ports, request }) => {
  const query = parseClientQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  return ok('Clients loaded.', { data: { users: await ports.store.listClients(query.value) } });
});

const getClient = adminRoute(API.getClient, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const client = isPlausibleId(id) ? await ports.store.clientById(id) : null;
  // docs/product.md §7 answers "the client object": its fields sit at the top level, beside type and message.
  return client ? ok('Client loaded.', { ...client }) : notFound('Client', id);
});

export const clientRoutes: CoreRoute[] = [listClients, getClient];
