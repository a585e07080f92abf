/**
 * The queue of broadcast emails as the core needs it (docs/architecture.md, "Broadcast emails"): queued by a
 * broadcast in one step, then claimed, sent and settled by a runner, a batch at a time, on any number of
 * server processes. Times are ISO-8601 strings from the clock port.
 */
import type { BroadcastDelivery } from '../../domain/entities';
import type { EmailConsent } from '../../domain/email-consent';

/** queued → claimed (a runner holds it until its lease ends) → sending (handed to the mailer) → sent | failed. */
export type MailStatus = 'queued' | 'claimed' | 'sending' | 'sent' | 'failed';

/** Who a broadcast's round reaches: the clients who consent and are Active, of one location or all. */
export interface MailAudience {
  broadcastId: string;
  /** 0 for the first send, then one more per Resend. */
  round: number;
  /** Lower-cased; null: every location's clients. */
  location: string | null;
}

/** One claimed email, with what writing it needs, read as the client and broadcast are now. */
export interface ClaimedMail {
  id: number;
  broadcastId: string;
  userId: string;
  name: string;
  email: string;
  description: string;
  /** false when the client withdrew consent or was blocked after the broadcast was queued: not mailed. */
  mailable: boolean;
}

export interface MailClaim {
  /** At most this many rows, oldest first; rows another runner holds are skipped (SKIP LOCKED). */
  limit: number;
  now: string;
  leaseUntil: string;
  /** Names this claim: only the runner holding it may start its rows. */
  claim: string;
}

export interface MailOutcome {
  status: 'sent' | 'failed';
  /** Why it failed, for the log and the row; null when sent. */
  error: string | null;
}

/** Writes made inside a change's transaction. */
export interface BroadcastMailTx {
  /** One queued row per client of the audience, in one step (SQL: one INSERT … SELECT); how many. */
  queueBroadcastMail(audience: MailAudience): Promise<number>;
  /** Sets a client's consent as given. */
  setEmailConsent(userId: string, consent: EmailConsent): Promise<void>;
  /** Marks the client's rows of this broadcast unsubscribed at `at`, unless they are already. */
  markMailUnsubscribed(broadcastId: string, userId: string, at: string): Promise<void>;
}

export interface BroadcastMailReads {
  /** The broadcast's rows counted by where they stand (queued counts claimed and sending rows too). */
  broadcastDelivery(broadcastId: string): Promise<BroadcastDelivery>;
}

/** The runner's steps, each on its own (never inside a transaction). */
export interface BroadcastMailRunner {
  /**
   * Rows whose runner stopped (its lease ran out): claimed ones go back to the queue, never having reached
   * the mailer; sending ones are failed as in doubt, never mailed again, since their SMTP exchange may have
   * ended before the runner stopped. Answers how many of each.
   */
  recoverBroadcastMail(now: string): Promise<{ requeued: number; inDoubt: number }>;
  /** How many were sent at `since` or later (the rate's window). */
  broadcastMailSentSince(since: string): Promise<number>;
  /** Claims queued rows (SQL: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING). */
  claimBroadcastMail(claim: MailClaim): Promise<ClaimedMail[]>;
  /** claimed → sending, only while this claim still holds the row; false: leave it alone. */
  startBroadcastMail(id: number, claim: string): Promise<boolean>;
  settleBroadcastMail(id: number, outcome: MailOutcome, now: string): Promise<void>;
}
