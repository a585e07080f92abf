/**
 * Checks a saved database before trusting it: a corrupt or outdated save falls back to the seed. One schema
 * per record, each tied by `Describe<…>` to the core's record type, so a record that gains a field fails to
 * compile here instead of being described twice.
 */
import {
  array,
  boolean,
  enums,
  is,
  literal,
  nullable,
  number,
  object,
  string,
  type Describe,
} from 'superstruct';
import type {
  AccountRecord,
  ActivityRecord,
  BroadcastRecord,
  ClientRecord,
  CodeRecord,
  OneTimeTokenRecord,
  StatusLogRecord,
  TransactionRecord,
} from '../../../backend/records';
import { ACTIVITY_ACTIONS } from '../../../backend/records';
import { SNAPSHOT_VERSION, type DbSnapshot } from './snapshot';

const BlockStatus = enums(['Active', 'Blocked'] as const);

const Account: Describe<AccountRecord> = object({
  _id: string(),
  kind: enums(['admin', 'vendor'] as const),
  name: string(),
  email: string(),
  passwordHash: string(),
  image: string(),
  role: string(),
  location: string(),
  createdAt: string(),
  verified: boolean(),
});

const StatusLog: Describe<StatusLogRecord> = object({
  blockStatus: BlockStatus,
  reason: string(),
  createdAt: string(),
});

const Client: Describe<ClientRecord> = object({
  userId: string(),
  name: string(),
  email: string(),
  joinDate: string(),
  points: number(),
  location: string(),
  blockStatus: BlockStatus,
  reason: string(),
  notes: string(),
  statusLog: array(StatusLog),
});

const Transaction: Describe<TransactionRecord> = object({
  transactionId: string(),
  clientId: string(),
  clientName: string(),
  transactionDate: string(),
  totalPoints: number(),
  transactionPoints: number(),
  type: enums(['add', 'redeem'] as const),
  reasonOrService: string(),
  adminUserId: string(),
  adminName: string(),
  location: string(),
});

const Broadcast: Describe<BroadcastRecord> = object({
  _id: string(),
  broadcastId: string(),
  bcDateTime: string(),
  opened: number(),
  createdBy: string(),
  description: string(),
});

const Code: Describe<CodeRecord> = object({
  accountId: string(),
  purpose: enums(['login', 'reset', 'register'] as const),
  code: string(),
  expiresAt: string(),
  wrong: number(),
});

const OneTimeToken: Describe<OneTimeTokenRecord> = object({
  token: string(),
  kind: enums(['reset', 'refresh'] as const),
  accountId: string(),
  expiresAt: string(),
});

const Activity: Describe<ActivityRecord> = object({
  seq: number(),
  at: string(),
  adminId: string(),
  adminName: string(),
  action: enums(ACTIVITY_ACTIONS),
  clientId: nullable(string()),
  clientName: nullable(string()),
  broadcastId: nullable(string()),
  before: nullable(string()),
  after: nullable(string()),
  ip: nullable(string()),
});

const Snapshot: Describe<DbSnapshot> = object({
  version: literal(SNAPSHOT_VERSION),
  accounts: array(Account),
  clients: array(Client),
  transactions: array(Transaction),
  broadcasts: array(Broadcast),
  codes: array(Code),
  oneTimeTokens: array(OneTimeToken),
  activity: array(Activity),
  sequences: object({ transaction: number(), broadcast: number(), activity: number() }),
});

export const isSnapshot = (value: unknown): value is DbSnapshot => is(value, Snapshot);
