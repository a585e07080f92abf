/** Rows put straight into the tables, for what the store port cannot create (clients) or to set a scene fast. */
import type { Database } from '../../../server/db/database';
import { accounts, broadcasts, clients, clientStatusLog, transactions } from '../../../server/db/schema';
import { accountRow } from '../../../server/store/accounts';
import { broadcastRow } from '../../../server/store/broadcasts';
import { clientRow, statusLogRows } from '../../../server/store/clients';
import { transactionRow } from '../../../server/store/transactions';
import type {
  AccountRecord,
  BroadcastRecord,
  ClientRecord,
  TransactionRecord,
} from '../../../src/backend/records';
import { anAccount } from './records';

export interface Scene {
  accounts?: AccountRecord[];
  clients?: ClientRecord[];
  transactions?: TransactionRecord[];
  broadcasts?: BroadcastRecord[];
}

/** Writes the scene; the default admin is always there (transactions name it). */
export async function given(database: Database, scene: Scene): Promise<void> {
  const { sql } = database;
  await sql.insert(accounts).values((scene.accounts ?? [anAccount()]).map(accountRow));
  const clientList = scene.clients ?? [];
  if (clientList.length > 0) {
    await sql.insert(clients).values(clientList.map(clientRow));
    const log = clientList.flatMap((c) => statusLogRows(c));
    if (log.length > 0) await sql.insert(clientStatusLog).values(log);
  }
  if (scene.transactions?.length)
    await sql.insert(transactions).values(scene.transactions.map(transactionRow));
  if (scene.broadcasts?.length) await sql.insert(broadcasts).values(scene.broadcasts.map(broadcastRow));
}
