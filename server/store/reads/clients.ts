import { desc, eq } from 'drizzle-orm';
import type { StoreReads } from '../../../src/backend/ports';
import type { ClientListRow, ClientRecord } from '../../../src/backend/records';
import type { Sql } from '../../db/database';
import { clients, clientStatusLog } from '../../db/schema';
import { clientMatches } from '../list-filters';
import { clientListColumns, statusLogColumns } from '../tables/clients';

/**
 * The client with its status log, newest first, in one statement (a row per log entry): a client read is on
 * every client call, and a second round trip for its log was a third of GET admin/view-client's statements.
 * `lock` takes the client's row for update (its log rows stay unlocked, as they were).
 */
export async function clientWithStatusLog(
  sql: Sql,
  userId: string,
  lock = false,
): Promise<ClientRecord | null> {
  const query = sql
    .select({ client: clientListColumns, entry: statusLogColumns })
    .from(clients)
    .leftJoin(clientStatusLog, eq(clientStatusLog.userId, clients.userId))
    .where(eq(clients.userId, userId))
    .orderBy(desc(clientStatusLog.seq));
  return clientRecordOf(await (lock ? query.for('update', { of: clients }) : query));
}

type ClientRows = { client: ClientListRow; entry: ClientRecord['statusLog'][number] | null }[];

/** The client of its rows (one per log entry, newest first), or null when there are none. */
export function clientRecordOf(rows: ClientRows): ClientRecord | null {
  const [first] = rows;
  if (!first) return null;
  const statusLog = rows.flatMap(({ entry }) => (entry ? [entry] : []));
  return { ...first.client, statusLog };
}

export const clientReads = (sql: Sql): Pick<StoreReads, 'clientById' | 'listClients'> => ({
  clientById: (userId) => clientWithStatusLog(sql, userId),
  listClients: (query) =>
    sql
      .select(clientListColumns)
      .from(clients)
      .where(clientMatches(query))
      // Plain DESC, as the index clients_newest_first is built since migration 0008 (it was NULLS LAST, which
      // a plain DESC does not match: 100,000 rows were sorted on disk).
      .orderBy(desc(clients.joinDate), desc(clients.userId)),
});
