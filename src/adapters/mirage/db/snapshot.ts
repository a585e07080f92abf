/** The demo database as saved in the browser: the core's records, the codes and tokens, the id sequences. */
import type {
  AccountRecord,
  ApiKeyRecord,
  ActivityRecord,
  BroadcastRecord,
  ClientRecord,
  CodeRecord,
  LocationRecord,
  OneTimeTokenRecord,
  RewardRecord,
  SessionRecord,
  TransactionRecord,
} from '../../../backend/records';
import type { Programme } from '../../../domain/programme';

/** Bump `version` when a record shape changes: an older save then falls back to the seed. */
export const SNAPSHOT_VERSION = 6;

/** The demo keeps the newest 5,000 entries of its trail, so it fits in the browser's storage (README). */
export const TRAIL_CAP = 5_000;

export interface DbSnapshot {
  version: typeof SNAPSHOT_VERSION;
  /** By name (any case). */
  locations: LocationRecord[];
  accounts: AccountRecord[];
  /** Newest member first. */
  clients: ClientRecord[];
  /** Newest first. */
  transactions: TransactionRecord[];
  /** Newest first. */
  broadcasts: BroadcastRecord[];
  codes: CodeRecord[];
  oneTimeTokens: OneTimeTokenRecord[];
  sessions: SessionRecord[];
  apiKeys: ApiKeyRecord[];
  /** Oldest first (appended), at most TRAIL_CAP. */
  activity: ActivityRecord[];
  /** The rewards catalogue (absent from a save older than it: none). */
  rewards?: RewardRecord[];
  /** The programme as last saved (docs/product.md §10.28); absent: never saved, the defaults apply. */
  programme?: Programme;
  /** The last number each sequence gave out. */
  sequences: { transaction: number; broadcast: number; client: number; activity: number };
  /** The business's settings; a save from before them reads as the demo's (DEMO_TIME_ZONE). */
  settings?: { timeZone: string };
}
