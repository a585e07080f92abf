/**
 * The broadcast runner's step, the same for both hosts (docs/architecture.md, "Broadcast emails"): take back
 * what a stopped runner held, claim a batch within the rate, then mail each row — marked `sending` just
 * before the mailer gets it and settled just after — so a stop mid-batch resends nothing that reached the
 * mailer. Hosts call it on a timer; it answers how many rows it claimed (0: nothing to do now).
 */
import type { BackendPorts } from './ports';
import { broadcastEmail } from './rules/broadcast-email';

export interface DeliveryOptions {
  /** At most this many rows per step. */
  batch: number;
  /** Emails a minute across every runner (counted in the store), or null: as fast as the mailer takes them. */
  ratePerMinute: number | null;
  /** How long a claim holds its rows: longer than a batch takes to mail. */
  leaseMs: number;
  /** Told when a step took back a stopped runner's rows (the host logs it: why some emails count failed). */
  onRecovered?: (taken: RecoveredMail) => void;
}

/** A stopped runner's rows taken back: claimed ones queued again, sending ones failed as in doubt. */
export interface RecoveredMail {
  requeued: number;
  inDoubt: number;
}

export const NOT_MAILABLE = 'Not mailed: the client withdrew consent or was blocked after the broadcast.';

const iso = (ms: number): string => new Date(ms).toISOString();

/** How many rows this step may claim: the batch, within what the rate leaves of the last minute. */
async function allowance(ports: BackendPorts, options: DeliveryOptions, now: number): Promise<number> {
  if (options.ratePerMinute === null) return options.batch;
  const sent = await ports.store.broadcastMailSentSince(iso(now - 60_000));
  // A second's share at most, so a minute's emails spread over it rather than leaving in one burst.
  const perStep = Math.ceil(options.ratePerMinute / 60);
  return Math.max(0, Math.min(options.batch, perStep, options.ratePerMinute - sent));
}

export async function deliverBroadcastStep(ports: BackendPorts, options: DeliveryOptions): Promise<number> {
  const { store, clock } = ports;
  const now = clock.now();
  const taken = await store.recoverBroadcastMail(iso(now));
  if (taken.requeued + taken.inDoubt > 0) options.onRecovered?.(taken);
  const limit = await allowance(ports, options, now);
  if (limit === 0) return 0;
  const claim = ports.generate.token();
  const items = await store.claimBroadcastMail({
    limit,
    now: iso(now),
    leaseUntil: iso(now + options.leaseMs),
    claim,
  });
  for (const item of items) {
    if (!(await store.startBroadcastMail(item.id, claim))) continue;
    const outcome = item.mailable
      ? await ports.mailer.deliver(broadcastEmail(item, ports))
      : { status: 'failed' as const, error: NOT_MAILABLE };
    await store.settleBroadcastMail(item.id, outcome, iso(clock.now()));
  }
  return items.length;
}

/** Steps until the queue is empty or the rate holds it back (tests, the demo's timer). */
export async function deliverAllBroadcasts(ports: BackendPorts, options: DeliveryOptions): Promise<void> {
  while ((await deliverBroadcastStep(ports, options)) > 0);
}
