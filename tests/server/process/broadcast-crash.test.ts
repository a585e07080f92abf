/**
 * A broadcast's emails across a SIGKILL (docs/architecture.md, "Broadcast emails"): a real server process
 * mails a broadcast to a real SMTP receiver, is killed mid-way, and a new process on the same data finishes
 * it. Counted at the receiver: no client gets the email twice, every client gets it but the few whose SMTP
 * exchange the kill cut (at most one per lane), and those are counted failed, never mailed again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { BROADCAST_CONNECTIONS } from '../../../server/ports/smtp-mailer';
import { wireTo } from '../../application/backend/support/wire';
import { pgliteDataFolder } from '../support/pglite-folder';
import { startServer, type ServerProcess } from '../support/server-process';
import { smtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';

const LEASE_SECONDS = 2;
/** Each message answered this late: the broadcast takes seconds, so the kill lands mid-way. */
const SMTP_DELAY_MS = 100;
const KILL_AFTER = 10;

const call = (server: ServerProcess) => wireTo({ apiBase: `${server.url}/api/` });

async function until<T>(
  found: () => Promise<T | undefined> | T | undefined,
  ms: number,
  what: string,
): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const value = await found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Signs the demo admin in with the code the receiver got. */
async function signIn(
  server: ServerProcess,
  receiver: SmtpReceiver,
): Promise<{ token: string; adminId: string }> {
  const before = receiver.received.length;
  const login = await call(server)('POST', 'admin/email-login', { body: DEMO_ACCOUNT });
  const code = await until(
    () => {
      const mail = receiver.received.slice(before).find((m) => m.to.includes(DEMO_ACCOUNT.email));
      return mail ? /\b(\d{4})\b/.exec(mail.data.split('\r\n\r\n').slice(1).join(''))?.[1] : undefined;
    },
    10_000,
    'the sign-in code',
  );
  const verified = await call(server)('POST', 'admin/verify-email-otp', {
    body: { adminId: login.body.adminId, attemptId: login.body.attemptId, otp: Number(code) },
  });
  if (verified.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
  return { token: String(verified.body.accessToken), adminId: String(login.body.adminId) };
}

interface Counts {
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

async function delivery(server: ServerProcess, token: string, id: string): Promise<Counts> {
  const reply = await call(server)('GET', `admin/broadcast/${id}`, { token });
  return reply.body.delivery as Counts;
}

describe('a broadcast across a SIGKILL and a restart', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('mails each remaining email once: none twice, only the cut exchanges in doubt, counted failed', async () => {
    const receiver = await smtpReceiver(SMTP_DELAY_MS);
    cleanups.push(receiver.close);
    const folder = pgliteDataFolder();
    cleanups.push(() => folder.dispose());
    const env = { ...folder.env, SMTP_URL: receiver.url, BROADCAST_LEASE_SECONDS: String(LEASE_SECONDS) };

    const first = await startServer(env);
    cleanups.push(() => first.stop('SIGKILL'));
    const { token, adminId } = await signIn(first, receiver);
    const clients = await call(first)('GET', 'retrieve/admin/view-clients', { token });
    const users = (
      clients.body.data as { users: { email: string; emailConsent: boolean; blockStatus: string }[] }
    ).users;
    const expected = users.filter((u) => u.emailConsent && u.blockStatus === 'Active').map((u) => u.email);
    expect(expected.length).toBeGreaterThan(KILL_AFTER * 2);

    const message = `Crash-proof tasting ${Date.now()}`;
    const mailed = () => receiver.received.filter((m) => m.data.includes(message));
    const sent = await call(first)('POST', 'admin/broadcast', { token, body: { message, adminId } });
    expect(sent.status).toBe(201);
    await until(() => (mailed().length >= KILL_AFTER ? true : undefined), 60_000, 'the first emails');
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = mailed().length;
    expect(atKill).toBeLessThan(expected.length);

    // After the lease: the stopped runner's claimed rows go back to the queue, its sending ones are in doubt.
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 + 500));
    const second = await startServer(env);
    cleanups.push(() => second.stop());
    const [latest] = ((await call(second)('GET', 'admin/broadcasts', { token })).body.broadcasts ?? []) as {
      broadcastId: string;
    }[];
    const id = latest?.broadcastId ?? '';
    const counts = await until(
      async () => {
        const now = await delivery(second, token, id);
        return now.queued === 0 ? now : undefined;
      },
      120_000,
      'the queue to empty',
    );

    const received = mailed().flatMap((m) => m.to);
    const times = new Map<string, number>();
    for (const to of received) times.set(to, (times.get(to) ?? 0) + 1);
    expect([...times.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect([...times.keys()].every((to) => expected.includes(to))).toBe(true);
    expect(counts.sent + counts.failed).toBe(expected.length);
    // Only exchanges in flight at the kill are in doubt: at most one per lane.
    expect(counts.failed).toBeLessThanOrEqual(BROADCAST_CONNECTIONS);
    // Every email marked sent arrived; an in-doubt one may or may not have.
    expect(received.length).toBeGreaterThanOrEqual(counts.sent);
    expect(expected.length - received.length).toBeLessThanOrEqual(counts.failed);
    // The process that took the rows back warns of it, with the count (an operator reads why some failed).
    if (counts.failed > 0)
      expect(second.output()).toContain(
        `broadcast mail: rows of a runner that stopped or stalled past its lease taken back: ${counts.failed} in doubt`,
      );
  }, 240_000);
});
