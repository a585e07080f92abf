import type { BroadcastRecord } from '../../../src/backend/records';
import { broadcasts } from '../../db/schema';
import { searchKeys } from '../keys';

/** Selects a BroadcastRecord as it is. */
export const broadcastColumns = {
  _id: broadcasts.id,
  broadcastId: broadcasts.broadcastId,
  bcDateTime: broadcasts.bcDateTime,
  opened: broadcasts.opened,
  createdBy: broadcasts.createdBy,
  description: broadcasts.description,
};

export const broadcastRow = ({ _id, ...broadcast }: BroadcastRecord): typeof broadcasts.$inferInsert => ({
  ...broadcast,
  id: _id,
  searchKeys: searchKeys(broadcast.broadcastId, _id, broadcast.description),
});
