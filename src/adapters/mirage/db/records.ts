/** The demo database as saved in the browser: the core's records plus the id sequences. */
import type {
  AccountRecord,
  BroadcastRecord,
  ClientRecord,
  TransactionRecord,
} from '../../../backend/records';

export type {
  AccountRecord,
  BroadcastRecord,
  ClientRecord,
  StatusLogRecord,
  TransactionRecord,
} from '../../../backend/records';

/** Bump `version` when a record shape changes. */
export interface DbSnapshot {
  version: 1;
  accounts: AccountRecord[];
  clients: ClientRecord[];
  transactions: TransactionRecord[];
  broadcasts: BroadcastRecord[];
  /** Next sequence numbers for new ids. */
  sequences: { transaction: number; broadcast: number };
}
