/**
 * The records on the wire, each described once and tied to its domain type by `Describe<>` (a field renamed
 * in the domain is a type error here). Optional fields of docs/product.md §3 may come as null from a real
 * server: `OnTheWire<>` says so, and the app drops such nulls (adapters/http/absent-for-null.ts).
 */
import type { Describe, Struct } from 'superstruct';
import { BLOCK_STATUSES, TRANSACTION_TYPES } from '../domain/constants';
import type {
  Broadcast,
  BroadcastDelivery,
  Client,
  StatusLogEntry,
  Transaction,
  AdminProfile,
} from '../domain/entities';
import type { BusinessLocation } from '../domain/locations';
import type { OverviewPeriod } from '../domain/overview';
import type { Reward } from '../domain/rewards';
import { REFUSAL_REASONS } from '../domain/session';
import { CONSENT_SOURCES } from '../domain/email-consent';
import type { DeviceSession, TeamMember } from '../domain/team';
import { API_KEY_SCOPES, type ApiKey } from '../domain/api-keys';
import type { NextExpiry } from '../domain/expiry';
import { ROUNDINGS, type Programme } from '../domain/programme';
import {
  absent,
  byName,
  either,
  exactly,
  fields,
  flag,
  listOf,
  maybe,
  num,
  oneOf,
  orNull,
  text,
} from './schema';

/** The type as it may arrive: each optional field may also be null. */
export type OnTheWire<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

/** Every JSON answer carries these (docs/product.md §8): `type` is 'success' or 'error'. */
export const Outcome = fields({ type: absent(text()), message: absent(text()) });

/**
 * A refusal, 4xx: what went wrong in words a person reads; `reason`, where a client must act on it rather than
 * show it (docs/api.md, Sessions: `account-deactivated` on a refresh or sign-in of a deactivated admin).
 */
export const Refusal = fields({
  type: exactly('error'),
  message: text(),
  reason: absent(oneOf(REFUSAL_REASONS)),
});

/** Answers docs/product.md §7 calls "not shown": any object, its type and message optional, or an empty body. */
export const NotShownAnswer = either(Outcome, exactly(null));

/**
 * A "not shown" answer that also carries one record (docs/api.md, "Extensions"): it may be absent, as
 * a server of docs/product.md §7 sends none, and an empty body is still accepted.
 */
export const notShownWith = <K extends string, T, S>(name: K, record: Struct<T, S>) =>
  either(
    fields({
      type: absent(text()),
      message: absent(text()),
      ...({ [name]: absent(record) } as Record<K, Struct<T | undefined, S>>),
    }),
    exactly(null),
  );

/**
 * A code step's start (sign-in, reset, vendor sign-up): the code call sends both back. `adminId` may be
 * public; `attemptId` binds the code step to this request (docs/security.md, "Codes and sign-in").
 */
export const CodeStepAnswer = fields({ adminId: text(), attemptId: text() });
/** A resent sign-up code: its step's new attemptId. */
export const AttemptAnswer = fields({ attemptId: text() });
export const TokensAnswer = fields({ accessToken: text(), refreshToken: text(), adminId: text() });
export const ResetTokenAnswer = fields({ resetToken: text() });
export const EmailAnswer = fields({ email: text() });

const BlockStatusSchema = oneOf(BLOCK_STATUSES);

export const StatusLogEntrySchema: Describe<StatusLogEntry> = fields({
  blockStatus: BlockStatusSchema,
  reason: text(),
  createdAt: text(),
});

export const ClientSchema: Describe<OnTheWire<Client>> = fields({
  userId: text(),
  name: text(),
  email: text(),
  phone: maybe(text()),
  joinDate: text(),
  points: num(),
  location: text(),
  blockStatus: BlockStatusSchema,
  reason: maybe(text()),
  notes: maybe(text()),
  statusLog: maybe(listOf(StatusLogEntrySchema)),
  emailConsent: maybe(flag()),
  emailConsentAt: maybe(text()),
  emailConsentSource: maybe(oneOf(CONSENT_SOURCES)),
});

export const TransactionSchema: Describe<OnTheWire<Transaction>> = fields({
  transactionId: text(),
  clientId: text(),
  clientName: text(),
  transactionDate: text(),
  totalPoints: num(),
  transactionPoints: num(),
  // docs/product.md §10: the ledger's kinds; a console meets no other.
  type: oneOf(TRANSACTION_TYPES.map((t) => t.value)),
  reasonOrService: text(),
  adminUserId: text(),
  // docs/api.md, "Extensions": the acting admin's name at the time; rows written before it have none.
  adminName: maybe(text()),
  location: text(),
  // docs/product.md §10: a reversal's link both ways; absent on every entry neither reversed nor a reversal.
  reverses: maybe(text()),
  reversedBy: maybe(text()),
  // docs/product.md §10.23: the reward a redemption booked; absent on every other entry.
  rewardId: maybe(text()),
  // docs/product.md §10.28: an add booked from an amount keeps it and its rule; an expiry names its lot.
  amountCents: maybe(num()),
  earningRule: maybe(text()),
  expires: maybe(text()),
  // docs/product.md §10.26: the API key that booked the entry, by its id; null when an admin booked it.
  apiKeyId: maybe(text()),
});

export const BroadcastSchema: Describe<Broadcast> = fields({
  _id: text(),
  broadcastId: text(),
  bcDateTime: text(),
  opened: num(),
  createdBy: text(),
  description: text(),
  location: maybe(text()),
  resentAt: maybe(text()),
  resends: absent(num()),
});

export const BroadcastDeliverySchema: Describe<BroadcastDelivery> = fields({
  queued: num(),
  sent: num(),
  failed: num(),
  unsubscribed: num(),
});

export const AdminProfileSchema: Describe<OnTheWire<AdminProfile>> = fields({
  _id: text(),
  name: text(),
  email: text(),
  image: maybe(text()),
  role: text(),
  location: text(),
  createdAt: text(),
});

export const TeamMemberSchema: Describe<TeamMember> = fields({
  _id: text(),
  name: text(),
  email: text(),
  role: text(),
  location: text(),
  active: flag(),
  invited: flag(),
  lastSignInAt: orNull(text()),
  createdAt: text(),
});

export const LocationSchema: Describe<BusinessLocation> = fields({
  _id: text(),
  name: text(),
  archived: flag(),
  archivedAt: orNull(text()),
  createdAt: text(),
});

/** An API key as the list shows it: never its secret, which only its creation answers (docs/api.md, API keys). */
export const ApiKeySchema: Describe<ApiKey> = fields({
  _id: text(),
  name: text(),
  scopes: listOf(oneOf(API_KEY_SCOPES)),
  location: orNull(text()),
  createdBy: text(),
  createdById: text(),
  createdAt: text(),
  lastUsedAt: orNull(text()),
  revokedAt: orNull(text()),
});

export const DeviceSessionSchema: Describe<DeviceSession> = fields({
  id: text(),
  userAgent: text(),
  ip: orNull(text()),
  createdAt: text(),
  lastUsedAt: text(),
  current: flag(),
});

/** A field that may be null, or missing from an older server: both read as null. */
const nullText = () => maybe(text());

export const ActivityEntrySchema = fields({
  seq: num(),
  at: text(),
  adminId: text(),
  adminName: text(),
  action: text(),
  clientId: nullText(),
  clientName: nullText(),
  broadcastId: nullText(),
  broadcastText: nullText(),
  before: nullText(),
  after: nullText(),
  ip: nullText(),
});

export const ImportReportSchema = fields({
  fileName: text(),
  dryRun: flag(),
  added: num(),
  updated: maybe(num()),
  skipped: num(),
  skippedRows: listOf(fields({ line: num(), email: text(), clientId: text() })),
  refusedCount: num(),
  refused: listOf(fields({ line: num(), column: text(), message: text() })),
});

/** An import's report, the one type of it: the core answers it, the app shows it (docs/api.md, Importing clients). */
export type ImportReport = (typeof ImportReportSchema)['TYPE'];
/** One refused row of a client file: its spreadsheet row (the header is 1), column and why. */
export type RefusedImportRow = ImportReport['refused'][number];
/** One row of a client file left out because its email is already a client's (`clientId`). */
export type SkippedImportRow = ImportReport['skippedRows'][number];

/** A progress line of the import: the rows handled so far (judged, and written unless a dry run). */
export const ImportProgressLine = fields({
  type: exactly('progress'),
  rows: num(),
});

/** The Overview's most redeemed rewards in the period (docs/product.md §10.23). */
export const TopRewardSchema = fields({ id: text(), name: text(), count: num(), points: num() });

const PeriodSchema: Describe<OverviewPeriod> = fields({ from: text(), to: text() });

export const OverviewSchema = fields({
  period: PeriodSchema,
  previous: PeriodSchema,
  bucketDays: either(exactly(1), exactly(7)),
  clients: fields({ active: num(), blocked: num() }),
  pointsOutstanding: num(),
  earned: num(),
  redeemed: num(),
  previousEarned: num(),
  previousRedeemed: num(),
  corrections: num(),
  activeClients: num(),
  points: listOf(fields({ start: text(), location: text(), earned: num(), redeemed: num() })),
  newClients: listOf(fields({ start: text(), count: num() })),
  topClients: listOf(fields({ userId: text(), name: text(), earned: num() })),
  topRewards: listOf(TopRewardSchema),
  // docs/product.md §10.28: what the programme owes for pointsOutstanding, and what expires in the next 30 days.
  liabilityCents: num(),
  expiringNext30Days: num(),
});

/** A reward of the catalogue (docs/product.md §10.23). */
export const RewardSchema: Describe<Reward> = fields({
  id: text(),
  name: text(),
  points: num(),
  locations: listOf(text()),
  active: flag(),
});

/** The programme (docs/product.md §10.28). */
export const ProgrammeSchema: Describe<Programme> = fields({
  pointsPerDollar: num(),
  rounding: oneOf(ROUNDINGS),
  visitBonus: num(),
  ratesByLocation: byName(num()),
  expiryMonths: orNull(num()),
  pointValueCents: num(),
});

/** A client's next expiring points: how many, and the UTC day (yyyy-MM-dd). */
export const NextExpirySchema: Describe<NextExpiry> = fields({ points: num(), on: text() });
