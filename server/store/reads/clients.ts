import { and, desc, eq } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { ClientListRow, ClientRecord } from '../../../src/backend/records';
import type { Sql } from '../../db/database';
import { clients, clientStatusLog } from '../../db/schema';
import { anyOf, searchIn, withinDays } from '../filters';
import { clientListColumns, statusLogColumns } from '../tables/clients';

/** The client with its status log, newest first. */
export async function withStatusLog(
  sql: Sql,
  client: ClientListRow | undefined,
): Promise<ClientRecord | null> {
  if (!client) return null;
  const statusLog = await sql
    .select(statusLogColumns)
    .from(clientStatusLog)
    .where(eq(clientStatusLog.userId, client.userId))
    .orderBy(desc(clientStatusLog.seq));
  return { ...client, statusLog };
}

export const clientReads = (sql: Sql): Pick<StoreReads, 'clientById' | 'listClients'> => ({
  async clientById(userId) {
    const [client] = await sql.select(clientListColumns).from(clients).where(eq(clients.userId, userId));
    return withStatusLog(sql, client);
  },
  listClients: (query) =>
    sql
      .select(clientListColumns)
      .from(clients)
      .where(
        and(
          searchIn(clients.searchKeys, query.search),
          anyOf(clients.locationKey, query.locations),
          anyOf(clients.blockStatus, query.statuses),
          withinDays(clients.joinDate, query),
        ),
      )
      .orderBy(desc(clients.joinDate), desc(clients.userId)),
});
