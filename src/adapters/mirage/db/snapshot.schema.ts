/**
 * Checks a saved database before trusting it: a corrupt or outdated save falls back to the seed. One schema
 * per record, each tied by `Describe<…>` to the core's record type, so a record that gains a field fails to
 * compile here instead of being described twice (the client and its log reuse the contract's schemas). Only
 * the superstruct functions the app's decoders already use: superstruct ships in the console's chunk, so each
 * new one costs every console route.
 */
import {
  array,
  defaulted,
  enums,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  validate,
  type Describe,
} from 'superstruct';
import { TRANSACTION_TYPES } from '../../../domain/constants';
import { API_KEY_SCOPES } from '../../../domain/api-keys';
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
  StatusLogRecord,
  TransactionRecord,
} from '../../../backend/records';
import { ACTIVITY_ACTIONS } from '../../../backend/records';
import { ClientSchema, ProgrammeSchema, StatusLogEntrySchema } from '../../../contract/shapes';
import { CONSENT_SOURCES } from '../../../domain/email-consent';
import { SNAPSHOT_VERSION, type DbSnapshot } from './snapshot';

const boolean = () => union([literal(true), literal(false)]);
const nullableText = () => union([string(), literal(null)]);

const Account: Describe<AccountRecord> = type({
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
  active: boolean(),
  lastSignInAt: nullableText(),
});

/**
 * The contract's client (contract/shapes.ts) with the fields the wire may leave out always there, as a record
 * keeps them: the other fields come from the contract, and `Describe<ClientRecord>` fails to compile when the
 * domain's Client gains one these do not hold.
 */
const StatusLog: Describe<StatusLogRecord> = StatusLogEntrySchema;
const Client: Describe<ClientRecord> = type({
  ...ClientSchema.schema,
  // Saved before clients had phones (docs/product.md §10.24): read as none, so the visitor's data is kept.
  phone: defaulted(string(), ''),
  reason: string(),
  notes: string(),
  statusLog: array(StatusLog),
  emailConsent: boolean(),
  emailConsentAt: nullableText(),
  emailConsentSource: nullable(enums(CONSENT_SOURCES)),
});

const Transaction: Describe<TransactionRecord> = type({
  transactionId: string(),
  clientId: string(),
  clientName: string(),
  transactionDate: string(),
  totalPoints: number(),
  transactionPoints: number(),
  type: enums(TRANSACTION_TYPES.map((t) => t.value)),
  reasonOrService: string(),
  adminUserId: string(),
  adminName: string(),
  location: string(),
  reverses: optional(nullable(string())),
  reversedBy: optional(nullable(string())),
  rewardId: optional(nullable(string())),
  amountCents: optional(nullable(number())),
  earningRule: optional(nullable(string())),
  expires: optional(nullable(string())),
  // Saved before entries named their key (docs/product.md §10.26): read as an admin's. No till reaches the
  // demo, which runs in the visitor's browser, so a save holds no entry a key booked.
  apiKeyId: defaulted(nullable(string()), null),
});

const Location: Describe<LocationRecord> = type({
  _id: string(),
  name: string(),
  createdAt: string(),
  archivedAt: nullableText(),
});

const Broadcast: Describe<BroadcastRecord> = type({
  _id: string(),
  broadcastId: string(),
  bcDateTime: string(),
  opened: number(),
  createdBy: string(),
  description: string(),
});

const Code: Describe<CodeRecord> = type({
  accountId: string(),
  purpose: enums(['login', 'reset', 'register'] as const),
  code: string(),
  expiresAt: string(),
});

const OneTimeToken: Describe<OneTimeTokenRecord> = type({
  token: string(),
  kind: enums(['reset', 'invite'] as const),
  accountId: string(),
  expiresAt: string(),
});

const Session: Describe<SessionRecord> = type({
  id: string(),
  accountId: string(),
  createdAt: string(),
  lastUsedAt: string(),
  expiresAt: string(),
  remember: boolean(),
  userAgent: string(),
  ip: nullableText(),
  refreshJti: string(),
});

const ApiKey: Describe<ApiKeyRecord> = type({
  _id: string(),
  name: string(),
  scopes: array(enums(API_KEY_SCOPES)),
  location: nullableText(),
  createdBy: string(),
  createdById: string(),
  createdAt: string(),
  lastUsedAt: nullableText(),
  revokedAt: nullableText(),
  hash: string(),
});

const Activity: Describe<ActivityRecord> = type({
  seq: number(),
  at: string(),
  adminId: string(),
  adminName: string(),
  action: enums(ACTIVITY_ACTIONS),
  clientId: nullableText(),
  clientName: nullableText(),
  broadcastId: nullableText(),
  broadcastText: nullableText(),
  before: nullableText(),
  after: nullableText(),
  ip: nullableText(),
});

const Reward: Describe<RewardRecord> = type({
  id: string(),
  name: string(),
  points: number(),
  locations: array(string()),
  active: boolean(),
});

const Snapshot: Describe<DbSnapshot> = type({
  version: literal(SNAPSHOT_VERSION),
  locations: array(Location),
  accounts: array(Account),
  clients: array(Client),
  transactions: array(Transaction),
  broadcasts: array(Broadcast),
  codes: array(Code),
  oneTimeTokens: array(OneTimeToken),
  sessions: array(Session),
  apiKeys: array(ApiKey),
  activity: array(Activity),
  rewards: optional(array(Reward)),
  sequences: type({ transaction: number(), broadcast: number(), client: number(), activity: number() }),
  programme: optional(ProgrammeSchema),
  settings: optional(type({ timeZone: string() })),
});

/** The saved snapshot as the demo reads it back, older fields filled with their defaults; null when it is not one. */
export function readSnapshot(value: unknown): DbSnapshot | null {
  const [error, snapshot] = validate(value, Snapshot, { coerce: true });
  return error === undefined ? snapshot : null;
}
