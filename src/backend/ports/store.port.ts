/**
 * The backend's database, as the core needs it. Two adapters: the demo's in-memory store (kept in the
 * browser) and the server's SQL store (Drizzle over PGlite or PostgreSQL). Filters arrive already parsed
 * and validated by the core; `*Query` types say exactly what a store must match (see filters/match.ts).
 */
import type {
  AccountRecord,
  ApiKeyRecord,
  ActivityAction,
  ActivityRecord,
  BroadcastRecord,
  ClientListRow,
  ClientRecord,
  CodePurpose,
  CodeRecord,
  GuessRecord,
  IdempotencyRecord,
  LocationRecord,
  NewActivity,
  OneTimeTokenRecord,
  RewardRecord,
  SessionRecord,
  StatusLogRecord,
  TransactionRecord,
} from '../records';
import type { BlockStatus, TransactionType } from '../../domain/entities';
import type { BroadcastMailReads, BroadcastMailRunner, BroadcastMailTx } from './broadcast-mail.port';
import type { Overview, OverviewPeriod } from '../../domain/overview';
import type { LedgerMovement } from '../../domain/expiry';
import type { Programme } from '../../domain/programme';
import type { ClientSortKey, ListSort, TransactionSortKey } from '../../domain/list-order';
import type { Page } from '../../domain/pagination';
import type { OverviewTopReward } from '../../domain/rewards';

/**
 * Whole days of `zone` (the business's, docs/product.md §10.31; UTC when absent), inclusive, as yyyy-MM-dd;
 * '' means unbounded. A store matches `zoneDayBounds(range)`'s instants (domain/business-time.ts).
 */
export interface DayRange {
  from: string;
  to: string;
  zone?: string;
}

/** The business's settings (GET admin/settings). */
export interface BusinessSettings {
  /** An IANA name: every day boundary is this zone's. */
  timeZone: string;
}

/** `search` is trimmed and lower-cased; '' means no search. Matched as a literal substring, never a pattern. */
export interface ClientQuery extends DayRange {
  search: string;
  /** Lower-cased; empty means any. */
  locations: string[];
  statuses: BlockStatus[];
}

export interface TransactionQuery extends DayRange {
  search: string;
  locations: string[];
  type: TransactionType | '';
  /** One client's entries only (exactly this id); '' means every client's. */
  clientId: string;
}

export interface BroadcastQuery extends DayRange {
  search: string;
  /** Optional server-side paging; null answers every match. */
  page: { number: number; size: number } | null;
}

/** The broadcasts that match, and how many exist at all. */
export type BroadcastList = Page<BroadcastRecord> & { totalCount: number };

/** One page of a list in an order (domain/list-order.ts: the values compared, ties by id in the same direction). */
export interface ListWindow<K extends string> {
  sort: ListSort<K>;
  /** 1-based page of `size` rows. */
  page: { number: number; size: number };
}

/** A client's place in the newest-first order (joinDate desc, userId desc). */
export interface ClientPosition {
  joinDate: string;
  userId: string;
}

/** A transaction's place in the newest-first order (transactionDate desc, transactionId desc). */
export interface TransactionPosition {
  transactionDate: string;
  transactionId: string;
}

/** An entry's place in the trail's order (at desc, seq desc). */
export interface TrailPosition {
  at: string;
  seq: number;
}

/** `search` as above, over client id, client name and broadcast text; the ids match exactly. */
export interface ActivityQuery extends DayRange {
  search: string;
  /** Any of these; empty means any. */
  actions: ActivityAction[];
  /** '' means any. */
  adminId: string;
  clientId: string;
  /**
   * Only entries after this one in the order (older), or null for all: the export reads on from its last
   * row, so entries written meanwhile neither repeat nor shift its pages. SQL: `(at, seq) < ($at, $seq)`.
   */
  after: TrailPosition | null;
  /** 1-based, counted from `after`. */
  page: { number: number; size: number };
  /**
   * Count the matches exactly up to this many and no further (SQL: a count over a `LIMIT countUpTo + 1`
   * subquery): a trail of millions is never counted whole. 0 counts nothing.
   */
  countUpTo: number;
}

/**
 * That page, newest first (at desc, then seq desc), and how many match, at most `countUpTo`: `totalExact` is
 * false when more than `countUpTo` match (then total is `countUpTo`).
 */
export type ActivityList = Page<ActivityRecord> & { totalExact: boolean };

/** What GET admin/overview counts: a period, the one before it, and the locations (lower-cased; empty: all). */
export interface OverviewQuery {
  period: OverviewPeriod;
  previous: OverviewPeriod;
  locations: string[];
  /** Days per bar of the points chart (domain/overview.ts). */
  bucketDays: 1 | 7;
  /** Whose days the periods and buckets are (the business's zone; UTC when absent). */
  zone?: string;
  /** How many top clients. */
  top: number;
}

/** The figures, counted by the store where the rows are (the SQL store in the database). */
export type OverviewFigures = Omit<
  Overview,
  'period' | 'previous' | 'bucketDays' | 'topRewards' | 'liabilityCents' | 'expiringNext30Days'
>;
export type SequenceName = 'transaction' | 'broadcast' | 'client';

/**
 * One call of an API key: the key of this hash is read, the call counted in the key's current window (a new
 * window of `windowMs` once the last has ended), and its last use moved to `at` when it is older than
 * `touchBefore` (or unset): one step (SQL: one statement), so a key's call costs one round trip before its work.
 */
export interface ApiKeyUse {
  hash: string;
  nowMs: number;
  windowMs: number;
  at: string;
  touchBefore: string;
}

/** The key as it stands (revoked or not: the core judges it) and its calls so far in the window. */
export interface ApiKeyUsed {
  key: ApiKeyRecord;
  hits: number;
  windowEndsMs: number;
}

/** A session joined to its account. */
export interface SessionAccount {
  session: SessionRecord;
  account: AccountRecord;
}

/** A session (null when it has ended) and a client read with it (null when absent or not read). */
export interface SessionAndClient {
  signedIn: SessionAccount | null;
  client: ClientRecord | null;
}

/**
 * Clients who may hold a lot earned before `earnedBefore` (docs/product.md §10.28): a balance above what they
 * earned from `earnedBefore` on — lots are spent oldest first, so what is left beyond the newer lots is an
 * older lot's — and, unless `earnedFrom` is '', an entry that gave points dated from `earnedFrom` to before
 * `earnedBefore`. By client id, `size` at most, after `after` ('' : from the first).
 */
export interface LotHolderQuery {
  earnedFrom: string;
  earnedBefore: string;
  after: string;
  size: number;
}

/** One client's ledger entry as its lots need it (domain/expiry.ts). */
export interface ClientMovement extends LedgerMovement {
  clientId: string;
}

export interface StoreReads extends BroadcastMailReads {
  /** The programme as last saved, or null when never saved (the defaults apply). */
  programme(): Promise<Programme | null>;
  lotHolders(query: LotHolderQuery): Promise<string[]>;
  /** Every ledger entry of these clients, in any order (SQL: one statement). */
  movementsOf(clientIds: readonly string[]): Promise<ClientMovement[]>;
  accountById(id: string): Promise<AccountRecord | null>;
  /** Case-insensitive. */
  accountByEmail(email: string): Promise<AccountRecord | null>;
  clientById(userId: string): Promise<ClientRecord | null>;
  /** Newest member first (joinDate desc, then userId desc). */
  listClients(query: ClientQuery): Promise<ClientListRow[]>;
  /** One page of the matches in the window's order, and how many match (SQL: ORDER BY … LIMIT/OFFSET). */
  pageClients(query: ClientQuery, window: ListWindow<ClientSortKey>): Promise<Page<ClientListRow>>;
  /**
   * At most `size` matches newest first, after `after` (null: from the newest): an export reads on from its
   * last row, never by page number. SQL: `(join_date, user_id) < ($joinDate, $userId)` on the index.
   */
  clientsAfter(query: ClientQuery, after: ClientPosition | null, size: number): Promise<ClientListRow[]>;
  transactionById(transactionId: string): Promise<TransactionRecord | null>;
  /** Newest first (transactionDate desc, then transactionId desc). */
  listTransactions(query: TransactionQuery): Promise<TransactionRecord[]>;
  pageTransactions(
    query: TransactionQuery,
    window: ListWindow<TransactionSortKey>,
  ): Promise<Page<TransactionRecord>>;
  transactionsAfter(
    query: TransactionQuery,
    after: TransactionPosition | null,
    size: number,
  ): Promise<TransactionRecord[]>;
  /** By broadcastId or by _id. */
  broadcastById(id: string): Promise<BroadcastRecord | null>;
  /** Newest first (bcDateTime desc, then broadcastId desc). */
  listBroadcasts(query: BroadcastQuery): Promise<BroadcastList>;
  listActivity(query: ActivityQuery): Promise<ActivityList>;
  /** A transaction's location decides where its points count; a client's location, where the client does. */
  overview(query: OverviewQuery): Promise<OverviewFigures>;
  /**
   * The session and its account in one read (a join on the session's key): every admin call makes it, so a
   * server answers it with one prepared statement. null when the session has ended (its row is gone).
   */
  sessionAccount(sessionId: string): Promise<SessionAccount | null>;
  /**
   * The same read and, beside it, one client with its status log: GET one client's reads in one round trip
   * (a server answers it with one prepared statement, not two). The client is read only when the session's
   * row exists; the core judges the session before it looks at the client.
   */
  sessionAccountWithClient(sessionId: string, clientId: string): Promise<SessionAndClient>;
  /** The account's sessions, last used first. */
  sessionsOf(accountId: string): Promise<SessionRecord[]>;
  /** Every admin account (not vendors), oldest first. */
  listAdmins(): Promise<AccountRecord[]>;
  /** Every location, archived ones too, by name (any case). */
  listLocations(): Promise<LocationRecord[]>;
  /** The clients holding these emails (each given as `emailKey`), by emailKey → userId. */
  clientIdsByEmail(emailKeys: readonly string[]): Promise<Map<string, string>>;
  /** The clients holding these phones (each E.164), by phone → userId. */
  clientIdsByPhone(phones: readonly string[]): Promise<Map<string, string>>;
  /** Whether any admin account exists (no admin: the first start's setup link is offered). */
  hasAdmin(): Promise<boolean>;
  /** The expiry of the setup token of this hash, if it is the one kept; it stays kept (takeSetupToken spends it). */
  setupTokenExpiry(tokenHash: string): Promise<string | null>;
  /** The business's settings: UTC's days for a store that holds none (docs/product.md §10.31). */
  businessSettings(): Promise<BusinessSettings>;
  /** The one-time token, left in place (null when absent): a link is read before any costly work is done. */
  oneTimeToken(token: string, kind: OneTimeTokenRecord['kind']): Promise<OneTimeTokenRecord | null>;
  /** The catalogue, in no set order (the core orders it): the active rewards, and the archived ones when asked. */
  listRewards(archivedToo: boolean): Promise<RewardRecord[]>;
  rewardById(id: string): Promise<RewardRecord | null>;
  /**
   * The rewards redeemed most in the period at the locations (an entry's location decides; empty: all): per
   * reward, its redemptions (entries with its id, of type redeem) and their points, named as the catalogue
   * names it now, ordered by domain/rewards.ts `byRedemptions`, at most `top`.
   */
  topRewards(
    query: Pick<OverviewQuery, 'period' | 'locations' | 'zone'>,
    top: number,
  ): Promise<OverviewTopReward[]>;
  /** Every API key, revoked ones too, newest first (createdAt desc, then id desc). */
  listApiKeys(): Promise<ApiKeyRecord[]>;
}

/**
 * One change of one client, decided by the core and done by the store in one step (SQL: one statement, no
 * lock held between round trips). The core hands every bound and every row: the store only checks the bounds
 * against the client's row as it stands, then writes all of it, or nothing.
 */
export interface ClientChange {
  clientId: string;
  /** Changes a client in one of these statuses only. */
  statuses: readonly BlockStatus[];
  /** Adds `delta` to the balance (negative: takes), only if the balance after is within [min, max]. */
  points: { delta: number; min: number; max: number } | null;
  /** Set as given; notes that are already so are refused, so a save that changes nothing writes nothing. */
  set: Partial<Pick<ClientRecord, 'blockStatus' | 'reason' | 'notes'>>;
  /** Put at the front of the client's status log. */
  statusLog: StatusLogRecord | null;
  /** The ledger row, completed by the store (see LedgerDraft). */
  ledger: LedgerDraft | null;
  /** The trail entry, completed with the client's name and the value of `shows` before and after, as text. */
  trail: {
    entry: Omit<NewActivity, 'clientName' | 'before' | 'after'>;
    shows: 'points' | 'blockStatus' | 'notes';
  };
}

/**
 * A ledger row but what the client's row gives: the client's name, the balance after (totalPoints), and the
 * location when it is null (the client's own). Its id is the next transaction number as ids.ts writes it.
 */
export interface LedgerDraft extends Omit<
  TransactionRecord,
  'transactionId' | 'clientId' | 'clientName' | 'totalPoints' | 'location'
> {
  location: string | null;
  id: SequenceIdFormat;
}

/** `prefix`, then the number plus `offset` (0 when absent) padded with zeros to at least `digits` (never cut). */
export interface SequenceIdFormat {
  prefix: string;
  digits: number;
  offset?: number;
}

export type ClientChangeResult =
  | { outcome: 'not-found' }
  /** Nothing written: the client as it stands. */
  | { outcome: 'refused'; client: ClientListRow }
  /** The client as it was before, and the ledger row written (or null). */
  | { outcome: 'changed'; before: ClientListRow; transaction: TransactionRecord | null };

/**
 * A new client, decided by the core (rules/enrolment.ts) and written by the store in one step (SQL: one
 * statement): unless a client holds the email already, the next client number becomes the id, then the
 * client's row, its status log entry, the opening balance's ledger row (if any) and the trail entry are
 * written with that id, all of them or nothing.
 */
export interface ClientEnrolment {
  /** The client but its id, which is the next client number in `id`'s format; the email decides a clash. */
  client: Omit<ClientRecord, 'userId' | 'statusLog'>;
  id: SequenceIdFormat;
  /** The client's one status log entry. */
  statusLog: StatusLogRecord;
  /** The opening balance's ledger row but its id (the next transaction number in `id`) and the client's id. */
  ledger: (Omit<TransactionRecord, 'transactionId' | 'clientId'> & { id: SequenceIdFormat }) | null;
  /** The trail entry but the client's id. */
  trail: Omit<NewActivity, 'clientId'>;
}

export type ClientEnrolmentResult =
  /** Nothing written: `holder` is the client with this email. */
  | { outcome: 'email-taken'; holder: string }
  | { outcome: 'enrolled'; client: ClientRecord; transaction: TransactionRecord | null };

/** The changes a store makes in one step, on the database itself or inside a transaction. */
export interface StoreChanges {
  changeClient(change: ClientChange): Promise<ClientChangeResult>;
  enrolClient(enrolment: ClientEnrolment): Promise<ClientEnrolmentResult>;
}

/** A change's Idempotency-Key as its own step claims it (src/backend/rules/idempotency.ts). */
export interface KeyClaim extends Omit<IdempotencyRecord, 'status' | 'body'> {
  /** A claim made before this instant is expired: the key is taken afresh. */
  expiredBefore: string;
}

/**
 * A keyed one-step change: its result (done now, or kept by the key's first request, which nothing repeats);
 * the answer kept by a first request that was answered in a transaction; or a key another request holds.
 */
export type Keyed<R> =
  { result: R } | { answer: Pick<IdempotencyRecord, 'status' | 'body'> } | { reused: true };

/**
 * The one-step changes with their Idempotency-Key, on the database itself: the key's claim, the change and
 * the result it keeps, in one step (SQL: one statement, committed on its own). A second request with the key
 * while the first is in flight waits for it, then gets what it kept.
 */
export interface StoreKeyedChanges {
  changeClientOnce(change: ClientChange, key: KeyClaim): Promise<Keyed<ClientChangeResult>>;
  enrolClientOnce(enrolment: ClientEnrolment, key: KeyClaim): Promise<Keyed<ClientEnrolmentResult>>;
}

/** Reads inside a transaction see its own writes. */
export interface StoreTx extends StoreReads, StoreChanges, BroadcastMailTx {
  /** The client, locked until the transaction ends (SELECT … FOR UPDATE): changes to one balance queue up. */
  lockClient(userId: string): Promise<ClientRecord | null>;
  /**
   * The clients of these ids that exist, locked likewise, in id order (SQL: one SELECT … FOR UPDATE): a batch
   * of balances changes under its locks in one transaction (the daily expiry run, docs/product.md §10.28).
   */
  lockClients(userIds: readonly string[]): Promise<ClientRecord[]>;
  /** The code, locked likewise. */
  lockCode(accountId: string, purpose: CodePurpose): Promise<CodeRecord | null>;
  /**
   * The subject's count of wrong codes, locked likewise, so tries count exactly across processes (null or
   * an empty record: none counted). SQL: an empty row inserted unless one is there, then SELECT … FOR UPDATE,
   * so even the first tries of a subject queue up.
   */
  lockGuesses(subject: string): Promise<GuessRecord | null>;

  /**
   * Inserts it unless an account has its email (trimmed, any case): the store's unique key decides, so two
   * registrations at once never both pass, and the loser is told, not thrown at.
   */
  insertAccount(account: AccountRecord): Promise<'inserted' | 'email-taken'>;
  updateAccount(
    id: string,
    patch: Partial<
      Pick<
        AccountRecord,
        'passwordHash' | 'image' | 'verified' | 'active' | 'role' | 'location' | 'lastSignInAt'
      >
    >,
  ): Promise<void>;
  /** Every admin account, locked (FOR UPDATE): team changes that count Super Admins queue up. */
  lockAdmins(): Promise<AccountRecord[]>;

  /**
   * Every location, by name, with the table locked against other changes of it until the transaction ends
   * (SQL: LOCK TABLE … SHARE ROW EXCLUSIVE; readers go on): two adds of one name queue up, and the second is told.
   */
  lockLocations(): Promise<LocationRecord[]>;
  insertLocation(location: LocationRecord): Promise<void>;
  /**
   * Renames it and, with it, every row that holds the old name (clients, the ledger and its summaries, admins):
   * the past shows the location under its new name. The trail keeps what it wrote.
   */
  renameLocation(id: string, from: string, to: string): Promise<void>;
  archiveLocation(id: string, archivedAt: string): Promise<void>;

  insertSession(session: SessionRecord): Promise<void>;
  /** The session, locked until the transaction ends: two refreshes of one session queue up. */
  lockSession(id: string): Promise<SessionRecord | null>;
  updateSession(
    id: string,
    patch: Pick<SessionRecord, 'refreshJti' | 'lastUsedAt' | 'expiresAt' | 'userAgent' | 'ip'>,
  ): Promise<void>;
  /** Ends one session of the account (deletes its row); false when it had none by that id. */
  deleteSession(accountId: string, id: string): Promise<boolean>;
  /** Ends every session of the account but `keep` (null: all). */
  deleteSessionsOf(accountId: string, keep: string | null): Promise<void>;
  updateClient(
    userId: string,
    patch: Partial<Pick<ClientRecord, 'points' | 'blockStatus' | 'reason' | 'notes'>>,
  ): Promise<void>;
  /** Each client's new balance (SQL: one UPDATE … FROM unnest): a batch's, under the locks of lockClients. */
  setBalances(balances: readonly { userId: string; points: number }[]): Promise<void>;
  /** Name, email, phone and location together (the search keys follow them). */
  updateClientDetails(
    userId: string,
    details: Pick<ClientRecord, 'name' | 'email' | 'phone' | 'location'>,
  ): Promise<void>;
  /**
   * Inserts new clients, their status logs included. Emails are unique per client (trimmed, any case): the
   * store's unique key decides, and a taken one is answered 'email-taken' with nothing inserted.
   */
  insertClients(clients: readonly ClientRecord[]): Promise<'inserted' | 'email-taken'>;
  /** Adds an entry at the front of the client's status log. */
  addStatusLog(userId: string, entry: ClientRecord['statusLog'][number]): Promise<void>;
  /** The next number of a sequence (1, 2, …), never reused, also across processes. */
  nextSequence(name: SequenceName): Promise<number>;
  /** `count` next numbers of a sequence at once (an import's ids), in one round trip. */
  nextSequences(name: SequenceName, count: number): Promise<number[]>;
  insertTransaction(transaction: TransactionRecord): Promise<void>;
  /** Links an entry to the reversal that reverses it (the reversal's own row names the entry: `reverses`). */
  markReversed(transactionId: string, reversalId: string): Promise<void>;
  insertTransactions(transactions: readonly TransactionRecord[]): Promise<void>;
  insertBroadcast(broadcast: BroadcastRecord): Promise<void>;
  updateBroadcast(
    broadcastId: string,
    patch: Partial<Pick<BroadcastRecord, 'bcDateTime' | 'resentAt' | 'resends'>>,
  ): Promise<void>;

  /** Inserts or replaces the code of (accountId, purpose). */
  putCode(code: CodeRecord): Promise<void>;
  deleteCode(accountId: string, purpose: CodePurpose): Promise<void>;
  /** Inserts or replaces the subject's count. */
  putGuesses(record: GuessRecord): Promise<void>;
  deleteGuesses(subject: string): Promise<void>;
  putOneTimeToken(token: OneTimeTokenRecord): Promise<void>;
  /** Removes and returns it (DELETE … RETURNING): a token is taken at most once, whoever asks. */
  takeOneTimeToken(token: string, kind: OneTimeTokenRecord['kind']): Promise<OneTimeTokenRecord | null>;
  /** Removes every one-time token of that kind the account has (an invitation sent again: old links die). */
  dropOneTimeTokensOf(accountId: string, kind: OneTimeTokenRecord['kind']): Promise<void>;
  /**
   * Removes an invited account that has no password yet, with its codes, one-time tokens and any session; false (nothing
   * removed) when there is no such account or it has a password.
   */
  deleteInvitedAccount(id: string): Promise<boolean>;

  appendActivity(entry: NewActivity): Promise<void>;
  /** Saves the programme (the one row), replacing what was there. */
  putProgramme(programme: Programme): Promise<void>;

  insertApiKey(key: ApiKeyRecord): Promise<void>;
  /**
   * Sets the key's `revokedAt` to `at` unless it is set already; answers the key as it was before (null: no
   * such key), so the core tells a first revoke from a repeated one.
   */
  revokeApiKey(id: string, at: string): Promise<ApiKeyRecord | null>;

  /**
   * Adds a reward, unless an active one has its name (domain/rewards.ts rewardNameKey): the store's unique key
   * decides, so two at once never both pass.
   */
  insertReward(reward: RewardRecord): Promise<'inserted' | 'name-taken'>;
  /** The reward, locked until the transaction ends: two changes of one reward queue up. */
  lockReward(id: string): Promise<RewardRecord | null>;
  /** Replaces its fields, under the same unique key on the active rewards' names. */
  updateReward(reward: RewardRecord): Promise<'updated' | 'name-taken'>;

  /**
   * Claims (adminId, key) for this transaction, unless a claim made at `expiredBefore` or later holds it:
   * then answers that one (an older one is replaced). Two claims at once queue on the key (SQL: the primary
   * key's insert), so the second sees the first's answer once it commits, or takes the key if it rolls back.
   */
  claimIdempotencyKey(
    claim: Omit<IdempotencyRecord, 'status' | 'body'>,
    expiredBefore: string,
  ): Promise<IdempotencyRecord | null>;
  /** Keeps the answer of the claim this transaction made (or a one-step change's result: src/backend/keyed-steps.ts). */
  settleIdempotencyKey(
    adminId: string,
    key: string,
    answer: Pick<IdempotencyRecord, 'status' | 'body' | 'kept'>,
  ): Promise<void>;
  /** Keeps the first start's setup token (its hash only), replacing any earlier one. */
  putSetupToken(tokenHash: string, expiresAt: string): Promise<void>;
  /** Removes and returns the token's expiry (DELETE … RETURNING): taken at most once, whoever asks. */
  takeSetupToken(tokenHash: string): Promise<{ expiresAt: string } | null>;
  /**
   * Makes `zone` the business's time zone (a checked IANA name). Whatever the store keeps per day (the SQL
   * store's daily points summary) is counted again in the zone's days, in this transaction.
   */
  putTimeZone(zone: string): Promise<void>;
}

export interface BackendStore extends StoreReads, StoreChanges, StoreKeyedChanges, BroadcastMailRunner {
  /**
   * Moves a session's "last used" forward to `lastUsedAt` (never back), on its own, outside any transaction:
   * one statement on a server. An ended session (no row) is left alone.
   */
  touchSession(sessionId: string, lastUsedAt: string): Promise<void>;
  /** An API key's call (ApiKeyUse), on its own, outside any transaction; null when no key has the hash. */
  useApiKey(use: ApiKeyUse): Promise<ApiKeyUsed | null>;
  /**
   * Runs `work` as one transaction: all of its writes commit together, or none does when it throws
   * (the error is rethrown). A change and its activity entry always share one.
   */
  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>;
}
