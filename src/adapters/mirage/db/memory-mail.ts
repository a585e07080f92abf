/**
 * The demo's queue of broadcast emails (broadcast-mail.port.ts): rows kept in memory only, like the
 * idempotency keys, so a reload or Reset demo data forgets what was still queued. The demo host runs the
 * core's runner on it with a mailer that mails nothing (docs/product.md §10.27: the counts move).
 */
import type {
  BroadcastMailReads,
  BroadcastMailRunner,
  BroadcastMailTx,
  ClaimedMail,
  MailStatus,
} from '../../../backend/ports';
import type { Tables } from './tables';
import { swap, type Undo } from './undo';

export interface MailRow {
  id: number;
  broadcastId: string;
  round: number;
  userId: string;
  status: MailStatus;
  leaseUntil: string | null;
  claim: string | null;
  settledAt: string | null;
  unsubscribedAt: string | null;
}

/** Replaces the row by id with `next(row)` (rows are never changed in place); answers the undo. */
function swapRow(t: Tables, row: MailRow, next: Partial<MailRow>): Undo {
  const at = t.mail.indexOf(row);
  const replacement = { ...row, ...next };
  t.mail[at] = replacement;
  return () => {
    t.mail[at] = row;
  };
}

const WAITING: readonly MailStatus[] = ['queued', 'claimed', 'sending'];

export const mailReads = (t: Tables): BroadcastMailReads => ({
  async broadcastDelivery(broadcastId) {
    const rows = t.mail.filter((row) => row.broadcastId === broadcastId);
    const counted = (status: (s: MailStatus) => boolean) => rows.filter((row) => status(row.status)).length;
    return {
      queued: counted((s) => WAITING.includes(s)),
      sent: counted((s) => s === 'sent'),
      failed: counted((s) => s === 'failed'),
      unsubscribed: new Set(rows.filter((row) => row.unsubscribedAt !== null).map((row) => row.userId)).size,
    };
  },
});

export const mailWrites = (t: Tables, log: (undo: Undo) => void): BroadcastMailTx => ({
  async queueBroadcastMail({ broadcastId, round, location }) {
    const audience = t.rows.clients
      .filter((client) => client.emailConsent && client.blockStatus === 'Active')
      .filter((client) => location === null || client.location.toLowerCase() === location)
      .map((client) => client.userId)
      .sort();
    const before = t.mail.length;
    for (const userId of audience) {
      t.mailSequence += 1;
      t.mail.push({
        id: t.mailSequence,
        broadcastId,
        round,
        userId,
        status: 'queued',
        leaseUntil: null,
        claim: null,
        settledAt: null,
        unsubscribedAt: null,
      });
    }
    log(() => t.mail.splice(before));
    return audience.length;
  },
  async setEmailConsent(userId, consent) {
    log(swap(t.rows.clients, t.clients, userId, (old) => ({ ...old, ...consent })));
  },
  async markMailUnsubscribed(broadcastId, userId, at) {
    for (const row of t.mail.filter((r) => r.broadcastId === broadcastId && r.userId === userId))
      if (row.unsubscribedAt === null) log(swapRow(t, row, { unsubscribedAt: at }));
  },
});

/** The runner's steps: each is whole on its own (the store runs one job at a time). */
export function mailRunner(t: () => Tables): BroadcastMailRunner {
  const byId = (id: number): MailRow | undefined => t().mail.find((row) => row.id === id);
  return {
    async recoverBroadcastMail(now) {
      let requeued = 0;
      let inDoubt = 0;
      for (const row of t().mail.filter((r) => r.leaseUntil !== null && r.leaseUntil < now)) {
        if (row.status === 'claimed') {
          swapRow(t(), row, { status: 'queued', leaseUntil: null, claim: null });
          requeued += 1;
        } else if (row.status === 'sending') {
          swapRow(t(), row, { status: 'failed', leaseUntil: null, settledAt: now });
          inDoubt += 1;
        }
      }
      return { requeued, inDoubt };
    },
    async broadcastMailSentSince(since) {
      return t().mail.filter((row) => row.status === 'sent' && (row.settledAt ?? '') >= since).length;
    },
    async claimBroadcastMail({ limit, leaseUntil, claim }) {
      const tables = t();
      const taken = tables.mail.filter((row) => row.status === 'queued').slice(0, limit);
      const claimed: ClaimedMail[] = [];
      for (const row of taken) {
        swapRow(tables, row, { status: 'claimed', leaseUntil, claim });
        const client = tables.clients.get(row.userId);
        const broadcast = tables.broadcasts.get(row.broadcastId);
        if (client === undefined || broadcast === undefined) continue;
        claimed.push({
          id: row.id,
          broadcastId: row.broadcastId,
          userId: row.userId,
          name: client.name,
          email: client.email,
          description: broadcast.description,
          mailable: client.emailConsent && client.blockStatus === 'Active',
        });
      }
      return claimed;
    },
    async startBroadcastMail(id, claim) {
      const row = byId(id);
      if (row?.status !== 'claimed' || row.claim !== claim) return false;
      swapRow(t(), row, { status: 'sending' });
      return true;
    },
    async settleBroadcastMail(id, outcome, now) {
      const row = byId(id);
      if (row) swapRow(t(), row, { status: outcome.status, settledAt: now, leaseUntil: null });
    },
  };
}
