import { eq } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { clients, clientStatusLog } from '../../db/schema';
import { withStatusLog } from '../reads/clients';
import { clientListColumns, statusLogRow } from '../tables/clients';
import { changesSomething } from './patch';

export const clientWrites = (tx: Sql): Pick<StoreTx, 'lockClient' | 'updateClient' | 'addStatusLog'> => ({
  async lockClient(userId) {
    const [client] = await tx
      .select(clientListColumns)
      .from(clients)
      .where(eq(clients.userId, userId))
      .for('update');
    return withStatusLog(tx, client);
  },
  async updateClient(userId, patch) {
    const set = {
      points: patch.points,
      blockStatus: patch.blockStatus,
      reason: patch.reason,
      notes: patch.notes,
    };
    if (changesSomething(set)) await tx.update(clients).set(set).where(eq(clients.userId, userId));
  },
  async addStatusLog(userId, entry) {
    await tx.insert(clientStatusLog).values(statusLogRow(userId, entry));
  },
});
