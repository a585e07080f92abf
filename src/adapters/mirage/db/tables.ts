/**
 * The live demo database: the snapshot's arrays (kept in list order) plus Map indexes, because a call must
 * never scan a list to find one record. Records are never changed in place: a change swaps in a new object,
 * so a record a caller holds stays what it read, and an undo swaps the old one back.
 */
import type {
  AccountRecord,
  ApiKeyRecord,
  BroadcastRecord,
  ClientRecord,
  CodePurpose,
  CodeRecord,
  GuessRecord,
  IdempotencyRecord,
  OneTimeTokenRecord,
  RewardRecord,
  SessionRecord,
  TransactionRecord,
} from '../../../backend/records';
import { DEMO_TIME_ZONE } from '../../../domain/business-time';
import { emailKey } from '../../../domain/email';
import type { MailRow } from './memory-mail';
import type { Programme } from '../../../domain/programme';
import { SNAPSHOT_VERSION, type DbSnapshot } from './snapshot';

export interface Tables {
  rows: Pick<
    DbSnapshot,
    'locations' | 'accounts' | 'clients' | 'transactions' | 'broadcasts' | 'activity' | 'sequences'
  > & {
    programme: Programme | null;
  };
  /** The business's settings (docs/product.md §10.31). */
  settings: { timeZone: string };
  accounts: Map<string, AccountRecord>;
  /** Lower-cased email → account id. */
  emails: Map<string, string>;
  clients: Map<string, ClientRecord>;
  /** Lower-cased email → client id (one client per email). */
  clientEmails: Map<string, string>;
  transactions: Map<string, TransactionRecord>;
  broadcasts: Map<string, BroadcastRecord>;
  /** _id → broadcastId. */
  broadcastIds: Map<string, string>;
  /** By `codeKey`. */
  codes: Map<string, CodeRecord>;
  tokens: Map<string, OneTimeTokenRecord>;
  /**
   * By subject. Kept in memory only, like `idempotency`: a reload of the demo forgets its counts of wrong
   * codes, and the demo's code is printed on its own screen anyway.
   */
  guesses: Map<string, GuessRecord>;
  sessions: Map<string, SessionRecord>;
  /**
   * By `idempotencyKey`. Kept in memory only, not in the saved snapshot: a reload starts a new console, whose
   * requests carry new keys, and a day-long memory of old ones is the server's job.
   */
  idempotency: Map<string, IdempotencyRecord>;
  /** The setup link's token hash → expiry: never saved (the demo always has its admin, so never offers one). */
  setupTokens: Map<string, string>;
  /** The rewards catalogue by id, in the order they were added. */
  rewards: Map<string, RewardRecord>;
  /** By id; `apiKeyHashes` finds one by its secret's hash. */
  apiKeys: Map<string, ApiKeyRecord>;
  apiKeyHashes: Map<string, string>;
  /** Each key's calls in its current window, by key id: in memory only, as a server's counters are no record. */
  apiKeyHits: Map<string, { hits: number; windowEndsMs: number }>;
  /** Broadcast emails, oldest first: kept in memory only (memory-mail.ts). */
  mail: MailRow[];
  mailSequence: number;
}

export const idempotencyKey = (adminId: string, key: string): string => `${adminId}:${key}`;

export const codeKey = (accountId: string, purpose: CodePurpose): string => `${purpose}:${accountId}`;

const indexBy = <T>(rows: readonly T[], key: (row: T) => string): Map<string, T> =>
  new Map(rows.map((row) => [key(row), row]));

export function tablesOf(snapshot: DbSnapshot): Tables {
  // Own copies of the lists: changing the live database never changes the snapshot it came from.
  const rows: Tables['rows'] = {
    locations: [...snapshot.locations],
    accounts: [...snapshot.accounts],
    clients: [...snapshot.clients],
    transactions: [...snapshot.transactions],
    broadcasts: [...snapshot.broadcasts],
    activity: [...snapshot.activity],
    sequences: { ...snapshot.sequences },
    programme: snapshot.programme ?? null,
  };
  return {
    rows,
    settings: { ...(snapshot.settings ?? { timeZone: DEMO_TIME_ZONE }) },
    accounts: indexBy(rows.accounts, (a) => a._id),
    emails: new Map(rows.accounts.map((a) => [emailKey(a.email), a._id])),
    clients: indexBy(rows.clients, (c) => c.userId),
    clientEmails: new Map(
      rows.clients.filter((c) => c.email !== '').map((c) => [emailKey(c.email), c.userId]),
    ),
    transactions: indexBy(rows.transactions, (t) => t.transactionId),
    broadcasts: indexBy(rows.broadcasts, (b) => b.broadcastId),
    broadcastIds: new Map(rows.broadcasts.map((b) => [b._id, b.broadcastId])),
    codes: indexBy(snapshot.codes, (c) => codeKey(c.accountId, c.purpose)),
    tokens: indexBy(snapshot.oneTimeTokens, (t) => t.token),
    guesses: new Map(),
    sessions: indexBy(snapshot.sessions, (s) => s.id),
    idempotency: new Map(),
    setupTokens: new Map(),
    rewards: indexBy(snapshot.rewards ?? [], (r) => r.id),
    apiKeys: indexBy(snapshot.apiKeys, (k) => k._id),
    apiKeyHashes: new Map(snapshot.apiKeys.map((k) => [k.hash, k._id])),
    apiKeyHits: new Map(),
    mail: [],
    mailSequence: 0,
  };
}

export const snapshotOf = ({ rows: { programme, ...rows }, ...tables }: Tables): DbSnapshot => ({
  version: SNAPSHOT_VERSION,
  ...rows,
  ...(programme === null ? {} : { programme }),
  codes: [...tables.codes.values()],
  oneTimeTokens: [...tables.tokens.values()],
  sessions: [...tables.sessions.values()],
  rewards: [...tables.rewards.values()],
  settings: { ...tables.settings },
  apiKeys: [...tables.apiKeys.values()],
});
