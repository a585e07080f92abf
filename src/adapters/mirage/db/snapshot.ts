/** The demo database as saved in the browser: the core's records, the codes and tokens, the id sequences. */
import type {
  AccountRecord,
  ActivityRecord,
  BroadcastRecord,
  ClientRecord,
  CodeRecord,
  OneTimeTokenRecord,
  TransactionRecord,
} from '../../../backend/records';

/** Bump `version` when a record shape changes: an older save then falls back to the seed. */
export const SNAPSHOT_VERSION = 2;

export interface DbSnapshot {
  version: typeof SNAPSHOT_VERSION;
  accounts: AccountRecord[];
  /** Newest member first. */
  clients: ClientRecord[];
  /** Newest first. */
  transactions: TransactionRecord[];
  /** Newest first. */
  broadcasts: BroadcastRecord[];
  codes: CodeRecord[];
  oneTimeTokens: OneTimeTokenRecord[];
  /** Oldest first (appended). */
  activity: ActivityRecord[];
  /** The last number each sequence gave out. */
  sequences: { transaction: number; broadcast: number; activity: number };
}
