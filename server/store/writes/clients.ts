import { eq } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { ClientRecord } from '../../../src/backend/records';
import type { Sql } from '../../db/database';
import { clients, clientStatusLog } from '../../db/schema';
import { clientWithStatusLog } from '../reads/clients';
import { clientRow, statusLogRow, statusLogRows } from '../tables/clients';
import { changesSomething } from './patch';

/** The fields a details change leaves as they are, only to compute its keys through clientRow. */
const EMPTY = {
  joinDate: '',
  points: 0,
  blockStatus: 'Active',
  reason: '',
  notes: '',
  statusLog: [],
} as const satisfies Omit<ClientRecord, 'userId' | 'name' | 'email' | 'location'>;

export const clientWrites = (
  tx: Sql,
): Pick<
  StoreTx,
  'lockClient' | 'updateClient' | 'addStatusLog' | 'updateClientDetails' | 'insertClients'
> => ({
  lockClient: (userId) => clientWithStatusLog(tx, userId, true),
  async updateClient(userId, patch) {
    const set = {
      points: patch.points,
      blockStatus: patch.blockStatus,
      reason: patch.reason,
      notes: patch.notes,
    };
    if (changesSomething(set)) await tx.update(clients).set(set).where(eq(clients.userId, userId));
  },
  async updateClientDetails(userId, details) {
    const { emailKey, locationKey, searchKeys } = clientRow({ ...EMPTY, userId, ...details });
    const set = { ...details, emailKey, locationKey, searchKeys };
    await tx.update(clients).set(set).where(eq(clients.userId, userId));
  },
  async insertClients(records) {
    if (records.length === 0) return 'inserted';
    // A concurrent insert of one of these emails waits for the other to commit, then is skipped here.
    const inserted = await tx
      .insert(clients)
      .values(records.map(clientRow))
      .onConflictDoNothing({ target: clients.emailKey })
      .returning({ userId: clients.userId });
    if (inserted.length < records.length) return 'email-taken';
    const logs = records.flatMap(statusLogRows);
    if (logs.length > 0) await tx.insert(clientStatusLog).values(logs);
    return 'inserted';
  },
  async addStatusLog(userId, entry) {
    await tx.insert(clientStatusLog).values(statusLogRow(userId, entry));
  },
});
