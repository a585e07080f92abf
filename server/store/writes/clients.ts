import { eq } from 'drizzle-orm';
import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { clients, clientStatusLog } from '../../db/schema';
import { clientWithStatusLog } from '../reads/clients';
import { statusLogRow } from '../tables/clients';
import { changesSomething } from './patch';

export const clientWrites = (tx: Sql): Pick<StoreTx, 'lockClient' | 'updateClient' | 'addStatusLog'> => ({
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
  async addStatusLog(userId, entry) {
    await tx.insert(clientStatusLog).values(statusLogRow(userId, entry));
  },
});
