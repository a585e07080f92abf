/**
 * The queue of broadcast emails (broadcast-mail.port.ts): queued in one INSERT … SELECT, claimed with
 * FOR UPDATE SKIP LOCKED so runners on several processes never take the same row, started and settled one
 * row at a time, and counted per broadcast. A client's consent lives on the clients table.
 */
import { eq, sql as raw } from 'drizzle-orm';
import type {
  BroadcastMailReads,
  BroadcastMailRunner,
  BroadcastMailTx,
  ClaimedMail,
} from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { clients } from '../db/schema';
import { firstRow, rowsOf } from './rows';

const count = (value: unknown): number => Number(value ?? 0);

export const broadcastMailReads = (sql: Sql): BroadcastMailReads => ({
  async broadcastDelivery(broadcastId) {
    const row = firstRow(
      await sql.execute(raw`
        select count(*) filter (where status in ('queued', 'claimed', 'sending')) as queued,
               count(*) filter (where status = 'sent') as sent,
               count(*) filter (where status = 'failed') as failed,
               count(distinct user_id) filter (where unsubscribed_at is not null) as unsubscribed
        from broadcast_mail where broadcast_id = ${broadcastId}`),
    );
    return {
      queued: count(row.queued),
      sent: count(row.sent),
      failed: count(row.failed),
      unsubscribed: count(row.unsubscribed),
    };
  },
});

export const broadcastMailWrites = (tx: Sql): BroadcastMailTx => ({
  async queueBroadcastMail({ broadcastId, round, location }) {
    // The audience's partial index (migration 0026) finds exactly the clients who may be mailed.
    const rows = rowsOf(
      await tx.execute(raw`
        with queued as (
          insert into broadcast_mail (broadcast_id, round, user_id)
          select ${broadcastId}, ${round}::int, user_id from clients
          where email_consent and block_status = 'Active'
            and (${location}::text is null or location_key = ${location}::text)
          order by user_id
          returning 1
        ) select count(*) as n from queued`),
    );
    return count(rows[0]?.n);
  },
  async setEmailConsent(userId, consent) {
    await tx.update(clients).set(consent).where(eq(clients.userId, userId));
  },
  async markMailUnsubscribed(broadcastId, userId, at) {
    await tx.execute(raw`
      update broadcast_mail set unsubscribed_at = ${at}::timestamptz
      where broadcast_id = ${broadcastId} and user_id = ${userId} and unsubscribed_at is null`);
  },
});

const claimedOf = (row: Record<string, unknown>): ClaimedMail => ({
  id: Number(row.id),
  broadcastId: String(row.broadcast_id),
  userId: String(row.user_id),
  name: String(row.name),
  email: String(row.email),
  description: String(row.description),
  mailable: row.mailable === true,
});

export const broadcastMailRunner = (sql: Sql): BroadcastMailRunner => ({
  async recoverBroadcastMail(now) {
    const row = firstRow(
      await sql.execute(raw`
        with stopped as (
          select id, status from broadcast_mail
          where status in ('claimed', 'sending') and lease_until < ${now}::timestamptz
          for update skip locked
        ), requeued as (
          update broadcast_mail m set status = 'queued', lease_until = null, claim = null
          from stopped s where m.id = s.id and s.status = 'claimed' returning 1
        ), doubted as (
          update broadcast_mail m set status = 'failed', settled_at = ${now}::timestamptz,
            error = 'In doubt: the runner stopped during its SMTP exchange; not mailed again.'
          from stopped s where m.id = s.id and s.status = 'sending' returning 1
        ) select (select count(*) from requeued) as requeued, (select count(*) from doubted) as in_doubt`),
    );
    return { requeued: count(row.requeued), inDoubt: count(row.in_doubt) };
  },
  async broadcastMailSentSince(since) {
    const row = firstRow(
      await sql.execute(raw`
        select count(*) as n from broadcast_mail
        where status = 'sent' and settled_at >= ${since}::timestamptz`),
    );
    return count(row.n);
  },
  async claimBroadcastMail({ limit, leaseUntil, claim }) {
    const rows = rowsOf(
      await sql.execute(raw`
        with taken as (
          select id from broadcast_mail where status = 'queued'
          order by id limit ${limit}::int for update skip locked
        ), claimed as (
          update broadcast_mail m set status = 'claimed', lease_until = ${leaseUntil}::timestamptz,
            claim = ${claim}
          from taken t where m.id = t.id
          returning m.id, m.broadcast_id, m.user_id
        )
        select c.id, c.broadcast_id, c.user_id, k.name, k.email, b.description,
               (k.email_consent and k.block_status = 'Active') as mailable
        from claimed c
        join clients k on k.user_id = c.user_id
        join broadcasts b on b.broadcast_id = c.broadcast_id
        order by c.id`),
    );
    return rows.map(claimedOf);
  },
  async startBroadcastMail(id, claim) {
    const rows = rowsOf(
      await sql.execute(raw`
        update broadcast_mail set status = 'sending'
        where id = ${id}::bigint and status = 'claimed' and claim = ${claim}
        returning id`),
    );
    return rows.length === 1;
  },
  // Its commit need not wait for the disk (synchronous_commit off for this statement's own transaction): a
  // settle a database crash forgets leaves the row `sending`, which recovery counts failed, never mails again.
  // The start above stays durable: it is what keeps an email from being mailed twice (docs/architecture.md,
  // "Broadcast emails").
  async settleBroadcastMail(id, outcome, now) {
    await sql.execute(raw`
      with quick as (select set_config('synchronous_commit', 'off', true) as setting)
      update broadcast_mail set status = ${outcome.status}, error = ${outcome.error},
        settled_at = ${now}::timestamptz, lease_until = null
      from quick where id = ${id}::bigint`);
  },
});
