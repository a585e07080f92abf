/** The entities of docs/product.md §3, as the application sees them after decoding. */
import type { ConsentSource } from './email-consent';
import type { Page } from './pagination';

/** A location's name: the business's own (domain/locations.ts); on the wire a location is its name. */
export type Location = string;
export type BlockStatus = 'Active' | 'Blocked';
/** `add` means points added; any other value means a redeem (docs/product.md §3). */
/**
 * The ledger's kinds (docs/product.md §10): an add earns, a redeem spends, an opening balance (enrolment,
 * import) is owed but never earned, a reversal corrects one earlier entry, an expiry takes what is left of
 * one lot of earned points when the programme's expiry passes (docs/product.md §10.28).
 */
export type TransactionType = 'add' | 'redeem' | 'opening' | 'reversal' | 'expiry';
export type Country = 'Canada' | 'USA' | 'India' | 'Ireland' | 'UK';
export type Theme = 'light' | 'dark';

export interface AdminProfile {
  _id: string;
  name: string;
  email: string;
  image?: string;
  role: string;
  location: string;
  createdAt: string;
}

export interface StatusLogEntry {
  blockStatus: BlockStatus;
  reason: string;
  createdAt: string;
}

export interface Client {
  userId: string;
  name: string;
  /** '' for a client known by phone only (docs/product.md §10.24). */
  email: string;
  /** E.164 (`+14165550123`), '' for none (docs/product.md §10.24). */
  phone?: string;
  joinDate: string;
  points: number;
  location: string;
  blockStatus: BlockStatus;
  reason?: string;
  notes?: string;
  /** Newest first; the first entry's time is shown beside the reason. */
  statusLog?: StatusLogEntry[];
  /** Broadcasts by email (docs/product.md §10.27): yes or no, when and from where; absent from older servers. */
  emailConsent?: boolean;
  emailConsentAt?: string | null;
  emailConsentSource?: ConsentSource | null;
}

export interface Transaction {
  transactionId: string;
  clientId: string;
  clientName: string;
  transactionDate: string;
  /** The client's balance after this transaction. */
  totalPoints: number;
  /**
   * Positive, `type` gives the direction; a reversal's is signed, what it did to the balance (its entry
   * runs the other way from the one it reverses).
   */
  transactionPoints: number;
  type: TransactionType;
  reasonOrService: string;
  adminUserId: string;
  /** The acting admin's name at the time (docs/api.md, "Extensions"); absent on rows older than it. */
  adminName?: string | null;
  location: string;
  /** A reversal: the entry it reverses (docs/product.md §10); absent or null on every other entry. */
  reverses?: string | null;
  /** The reversal that reversed this entry, if one did. */
  reversedBy?: string | null;
  /** A redemption of a catalogue reward: its id (docs/product.md §10.23); absent on every other entry. */
  rewardId?: string | null;
  /** An add booked from an amount spent (docs/product.md §10.28): the amount, in cents; absent otherwise. */
  amountCents?: number | null;
  /** That add's earning rule, as it was then ("1 point per $1 at Oakville, rounded down"). */
  earningRule?: string | null;
  /** An expiry: the entry whose points it expired (one expiry per such entry). */
  expires?: string | null;
  /**
   * The API key that booked it (docs/product.md §10.26): its id, whatever its name or state since; null when
   * an admin (or the programme's own run) booked it. Absent only from an answer older than the field.
   */
  apiKeyId?: string | null;
}

export interface Broadcast {
  _id: string;
  broadcastId: string;
  bcDateTime: string;
  opened: number;
  createdBy: string;
  description: string;
  /** Mailed to this location's clients only, or null: every location's (docs/product.md §10.27). */
  location?: string | null;
  /** The last Resend, or null: never resent; bcDateTime stays the first send's time. */
  resentAt?: string | null;
  resends?: number;
}

/** Where a broadcast's emails stand (docs/product.md §10.27), over the first send and every resend. */
export interface BroadcastDelivery {
  /** Waiting to be mailed (or being mailed now). */
  queued: number;
  sent: number;
  failed: number;
  /** Recipients who unsubscribed with this broadcast's link. */
  unsubscribed: number;
}

/** The broadcasts that match the filters (`total`), and how many exist at all, unfiltered (`totalCount`). */
export type BroadcastPage = Page<Broadcast> & { totalCount: number };

/** One line of the activity trail, as the Activity list answers it. */
export interface ActivityEntry {
  /** The trail's own order: newest first is (at desc, seq desc). */
  seq: number;
  at: string;
  adminId: string;
  /** The admin's name when it happened. */
  adminName: string;
  /** One of ACTIVITY_ACTIONS; kept as text so an action a newer server adds still shows. */
  action: string;
  clientId: string | null;
  clientName: string | null;
  broadcastId: string | null;
  /** The broadcast's text as it was sent: the trail never changes, so it keeps its own copy. */
  broadcastText: string | null;
  /** Balance, status or notes before and after, where the change has one. */
  before: string | null;
  after: string | null;
  /** The request's IP on the server; null in the demo. */
  ip: string | null;
}

/** The entries of a page, and how many match: exact when `totalExact`, otherwise "more than" this many. */
export type ActivityPage = Page<ActivityEntry> & { totalExact: boolean };

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  adminId: string;
}

export interface VendorRegistrationData {
  name: string;
  email: string;
  /** The selected country. */
  location: Country;
}
