/** What the fake backend keeps. Wire objects (SPEC §3) are derived from these in routes/wire-objects.ts. */
import type { BlockStatus } from '../../../domain/entities';

export interface AccountRecord {
  _id: string;
  kind: 'admin' | 'vendor';
  name: string;
  email: string;
  /** Salted hash (see auth/hash.ts); '' for accounts that have no password yet (vendors). */
  passwordHash: string;
  image: string;
  role: string;
  location: string;
  createdAt: string;
  verified: boolean;
}

export interface StatusLogRecord {
  blockStatus: BlockStatus;
  reason: string;
  createdAt: string;
}

export interface ClientRecord {
  userId: string;
  name: string;
  email: string;
  joinDate: string;
  points: number;
  location: string;
  blockStatus: BlockStatus;
  reason: string;
  notes: string;
  /** Newest first. */
  statusLog: StatusLogRecord[];
}

export interface TransactionRecord {
  transactionId: string;
  clientId: string;
  clientName: string;
  transactionDate: string;
  /** The client's balance after this transaction. */
  totalPoints: number;
  /** Always positive; `type` gives the direction. */
  transactionPoints: number;
  type: 'add' | 'redeem';
  reasonOrService: string;
  adminUserId: string;
  location: string;
}

export interface BroadcastRecord {
  _id: string;
  broadcastId: string;
  bcDateTime: string;
  opened: number;
  createdBy: string;
  description: string;
}

/** The whole database as saved in the browser. Bump `version` when a record shape changes. */
export interface DbSnapshot {
  version: 1;
  accounts: AccountRecord[];
  clients: ClientRecord[];
  transactions: TransactionRecord[];
  broadcasts: BroadcastRecord[];
  /** Next sequence numbers for new ids. */
  sequences: { transaction: number; broadcast: number };
}
