import type { ClientRecord, StatusLogRecord } from '../../../src/backend/records';
import { clients, clientStatusLog } from '../../db/schema';
import { emailKey } from '../../../src/domain/email';
import { locationKey, searchKeys } from '../keys';

/** Selects a ClientListRow as it is. */
export const clientListColumns = {
  userId: clients.userId,
  name: clients.name,
  email: clients.email,
  joinDate: clients.joinDate,
  points: clients.points,
  location: clients.location,
  blockStatus: clients.blockStatus,
  reason: clients.reason,
  notes: clients.notes,
};

export const statusLogColumns = {
  blockStatus: clientStatusLog.blockStatus,
  reason: clientStatusLog.reason,
  createdAt: clientStatusLog.createdAt,
};

export const clientRow = ({ statusLog: _log, ...client }: ClientRecord): typeof clients.$inferInsert => ({
  ...client,
  emailKey: emailKey(client.email),
  locationKey: locationKey(client.location),
  searchKeys: searchKeys(client.userId, client.name, client.email),
});

/** A client's log as rows, oldest first: the newest gets the highest seq, and is read first. */
export const statusLogRows = (client: ClientRecord): (typeof clientStatusLog.$inferInsert)[] =>
  [...client.statusLog].reverse().map((entry) => statusLogRow(client.userId, entry));

export const statusLogRow = (
  userId: string,
  entry: StatusLogRecord,
): typeof clientStatusLog.$inferInsert => ({ userId, ...entry });
