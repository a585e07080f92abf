/**
 * What the backend keeps, as the core reads and writes it through the store port. Both stores (the demo's
 * in-memory one and the server's SQL one) hold exactly these shapes; times are ISO-8601 UTC strings with
 * milliseconds (`new Date(ms).toISOString()`), which is also what the wire carries.
 */
import type { ActivityAction } from '../domain/activity';
import type { ApiKey } from '../domain/api-keys';
import type { ClientChangeResult, ClientEnrolmentResult } from './ports';
import type {
  ActivityEntry,
  Broadcast,
  Client,
  StatusLogEntry,
  Transaction,
  TransactionType,
} from '../domain/entities';
import type { Reward } from '../domain/rewards';

export interface AccountRecord {
  _id: string;
  kind: 'admin' | 'vendor';
  name: string;
  /** As typed at creation; looked up case-insensitively. */
  email: string;
  /** The password hasher's output; '' for accounts without a password yet (vendors). */
  passwordHash: string;
  /** What the profile answers as `image`: a data URL in the demo, a same-origin URL on the server, or ''. */
  image: string;
  role: string;
  location: string;
  createdAt: string;
  verified: boolean;
  /** false once deactivated: cannot sign in, and every session of theirs has ended. */
  active: boolean;
  /** The last successful sign-in, or null (never, or invited and not yet signed in). */
  lastSignInAt: string | null;
}

/** A status log line: the domain's StatusLogEntry as it is (the core adds nothing to it). */
export type StatusLogRecord = StatusLogEntry;

/**
 * A client as the core keeps it: the domain's Client (domain/entities.ts, the one place its fields are listed)
 * with every field present. The wire may leave out the reason, the notes and the log; a record always has
 * them ('' and [] when there are none), so a field added to Client is one every store must hold.
 */
export type ClientRecord = Required<Client>;

/** A client as the list shows it: without the status log (a third less JSON on a 10k-client list). */
export type ClientListRow = Omit<ClientRecord, 'statusLog'>;

/** A ledger row as every store holds it: the entity's fields, its direction typed and its admin's name kept. */
export interface TransactionRecord extends Omit<Transaction, 'type' | 'adminName' | 'apiKeyId'> {
  type: TransactionType;
  /** The acting admin's name when the change was made (the ledger shows names, docs/product.md §3 the id). */
  adminName: string;
  /** The API key that booked it, or null: an admin did (every store holds it, docs/product.md §10.26). */
  apiKeyId: string | null;
}

/** A reward of the catalogue as every store holds it (docs/product.md §10.23). */
export type RewardRecord = Reward;

/** A broadcast is stored as the list shows it. */
export type BroadcastRecord = Broadcast;

/**
 * One of the business's locations (domain/locations.ts). Rows elsewhere (clients, the ledger, admins) hold its
 * name; a rename rewrites that name on every one of them (docs/product.md §10.29).
 */
export interface LocationRecord {
  _id: string;
  name: string;
  createdAt: string;
  /** When it was archived; null while open. */
  archivedAt: string | null;
}

export type CodePurpose = 'login' | 'reset' | 'register';

/**
 * One emailed code per account and purpose; issuing again replaces it. `code` is the code's keyed hash
 * (rules/codes.ts), never the code: a stolen table does not tell it. Wrong tries are counted per account
 * (GuessRecord), not per code.
 */
export interface CodeRecord {
  accountId: string;
  purpose: CodePurpose;
  code: string;
  expiresAt: string;
}

/**
 * The wrong codes of one code step's subject (an account's id, or the id a reset or sign-up of an unknown
 * email answered), whatever code they were sent against (rules/code-guesses.ts, docs/security.md).
 */
export interface GuessRecord {
  subject: string;
  /** When each wrong code of the rolling hour came, oldest first. */
  wrongAt: string[];
  /** Lock-outs so far: each waits twice as long as the one before. */
  lockouts: number;
  /** The last lock-out's end (null: never locked out). */
  lockedUntil: string | null;
}

/**
 * A single-use token: reset tokens (after a verified reset code) and invitations, each kept by its keyed hash
 * (`generate.opaqueId`), so a stolen table does not hold usable tokens or links.
 */
export interface OneTimeTokenRecord {
  token: string;
  kind: 'reset' | 'invite';
  accountId: string;
  expiresAt: string;
}

/**
 * One signed-in device (docs/api.md, Sessions). Ended sessions are deleted: a session is alive while its row is
 * there and `expiresAt` is ahead. `refreshJti` is the one refresh token that may rotate it next; another
 * valid refresh token of this session is a reused one and ends it.
 */
export interface SessionRecord {
  id: string;
  accountId: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  remember: boolean;
  /** As the request had them: '' / null when absent. */
  userAgent: string;
  ip: string | null;
  refreshJti: string;
}

/** Every kind of line in the activity trail: kept in the domain, so the console names them as the stores do. */
export { ACTIVITY_ACTIONS, type ActivityAction } from '../domain/activity';

/**
 * One line of the activity trail: append-only, written in the same transaction as the change it records.
 * The fields are the console's ActivityEntry (domain/entities.ts), with an action the core knows.
 */
export interface ActivityRecord extends Omit<ActivityEntry, 'action'> {
  action: ActivityAction;
}

/** What a change appends; the store numbers it (`seq`, increasing: newest first is at desc, seq desc). */
export type NewActivity = Omit<ActivityRecord, 'seq'>;

/**
 * A change request's Idempotency-Key (docs/api.md, "Extensions"): claimed in the transaction of the change,
 * then given the answer, so a repeat within a day answers the same and applies nothing again.
 */
export interface IdempotencyRecord {
  adminId: string;
  key: string;
  /** The call and its body, digested: the same key for another request is refused. */
  fingerprint: string;
  createdAt: string;
  /**
   * The remembered answer (set in the claiming transaction, so never seen unset by another). Status 0: the
   * key kept a one-step change's result instead (`kept`; the SQL store keeps it in `body`), which the core
   * words again on a replay.
   */
  status: number;
  body: Record<string, unknown>;
  kept?: KeptResult;
}

/** A one-step change's result kept with its key (StoreKeyedChanges). */
export type KeptResult =
  { of: 'change'; result: ClientChangeResult } | { of: 'enrolment'; result: ClientEnrolmentResult };

/**
 * An API key (docs/api.md, API keys): what the list shows, and `hash`, the secret's keyed hash
 * (rules/api-keys.ts), by which a call finds it. The secret itself is never kept.
 */
export interface ApiKeyRecord extends ApiKey {
  hash: string;
}
