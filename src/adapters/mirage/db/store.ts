/**
 * The live database: the snapshot's arrays (kept newest first) plus Map indexes, because a handler
 * must never scan a list to find one record (Mirage's own `find` is a linear scan).
 */
import {
  BROADCAST_OBJECT_ID_PREFIX,
  broadcastIdFor,
  objectIdFor,
  transactionIdFor,
} from '../../../backend/ids';
import type { AccountRecord, BroadcastRecord, ClientRecord, DbSnapshot, TransactionRecord } from './records';

export interface DemoStore {
  readonly data: DbSnapshot;
  accountById(id: string): AccountRecord | undefined;
  accountByEmail(email: string): AccountRecord | undefined;
  addAccount(account: AccountRecord): void;
  clientById(id: string): ClientRecord | undefined;
  transactionById(id: string): TransactionRecord | undefined;
  addTransaction(build: (transactionId: string) => TransactionRecord): TransactionRecord;
  /** By broadcastId or _id. */
  broadcastById(id: string): BroadcastRecord | undefined;
  addBroadcast(build: (ids: { _id: string; broadcastId: string }) => BroadcastRecord): BroadcastRecord;
  /** Moves a broadcast to the front after its send time changed. */
  moveBroadcastToFront(broadcast: BroadcastRecord): void;
}

const emailKey = (email: string): string => email.trim().toLowerCase();
const indexBy = <T>(rows: T[], key: (row: T) => string): Map<string, T> =>
  new Map(rows.map((row) => [key(row), row]));

export function createStore(data: DbSnapshot): DemoStore {
  const accounts = indexBy(data.accounts, (a) => a._id);
  const emails = indexBy(data.accounts, (a) => emailKey(a.email));
  const clients = indexBy(data.clients, (c) => c.userId);
  const transactions = indexBy(data.transactions, (t) => t.transactionId);
  const broadcasts = indexBy(data.broadcasts, (b) => b.broadcastId);
  const broadcastsByObjectId = indexBy(data.broadcasts, (b) => b._id);

  return {
    data,
    accountById: (id) => accounts.get(id),
    accountByEmail: (email) => emails.get(emailKey(email)),
    addAccount(account) {
      data.accounts.push(account);
      accounts.set(account._id, account);
      emails.set(emailKey(account.email), account);
    },
    clientById: (id) => clients.get(id),
    transactionById: (id) => transactions.get(id),
    addTransaction(build) {
      data.sequences.transaction += 1;
      const record = build(transactionIdFor(data.sequences.transaction));
      data.transactions.unshift(record);
      transactions.set(record.transactionId, record);
      return record;
    },
    broadcastById: (id) => broadcasts.get(id) ?? broadcastsByObjectId.get(id),
    addBroadcast(build) {
      data.sequences.broadcast += 1;
      const sequence = data.sequences.broadcast;
      const record = build({
        _id: objectIdFor(BROADCAST_OBJECT_ID_PREFIX, sequence),
        broadcastId: broadcastIdFor(sequence),
      });
      data.broadcasts.unshift(record);
      broadcasts.set(record.broadcastId, record);
      broadcastsByObjectId.set(record._id, record);
      return record;
    },
    moveBroadcastToFront(broadcast) {
      const at = data.broadcasts.indexOf(broadcast);
      if (at > 0) data.broadcasts.splice(at, 1);
      if (at !== 0) data.broadcasts.unshift(broadcast);
    },
  };
}
