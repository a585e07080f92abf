// Bench part "broadcast": a broadcast queued to 100,000 consenting clients on PostgreSQL (docs/product.md
// §10.27), sent by a spawned dist-server/main.js at an unlimited rate (BROADCAST_RATE_PER_MINUTE unset) to a
// real SMTP receiver in a process of its own, which counts each recipient's messages; GET one client meanwhile.
// A count other than exactly one message to each of the 100,000, and to no one else, gives no figure.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server/builds.mjs';
import { startServer, type ServerProcess } from '../server/support/server-process';
import { listsProgramme, type ListsProgramme } from './support/lists-server';
import { openPart, refuseUnless } from './support/part';
import { smtpCounter, type SmtpCounter } from './support/smtp-counter';
import { median, percentile } from './support/stats';
import { atMost } from './support/targets';

/** One in 20 is blocked (lists-server.ts): 110,000 clients hold 104,500 Active ones, 100,000 of them consent. */
const CLIENTS = 110_000;
const AUDIENCE = 100_000;
const SERVER_PORT = '4352';
const SMTP_PORT = 4360;
const GIVE_UP_MS = 600_000;
const n = (value: number) => value.toLocaleString('en-US');

const part = openPart('broadcast', [
  {
    id: 'answer',
    label: `POST admin/broadcast to every location's consenting Active clients, ${n(AUDIENCE)} of ${n(CLIENTS)} (${n(CLIENTS - 104_500)} consenting but blocked), PostgreSQL, spawned server: the call until its answer (the emails queued)`,
    unit: 'ms',
    target: atMost(1000, 'ms'),
  },
  {
    id: 'all-sent',
    label: `from that call until the ${n(AUDIENCE)}th email arrived at a local SMTP receiver (smtp-server, its own process), BROADCAST_RATE_PER_MINUTE unset (unlimited); one message to each consenting client and to no one else`,
    unit: 's',
    target: atMost(600, 's'),
  },
  {
    id: 'get.during',
    label:
      'GET admin/view-client/{id} on that server while it mails them, one call after another (a new client each), p99',
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
]);

/** Consent for the first AUDIENCE Active clients and for every blocked one (who must be skipped). */
async function consent(programme: ListsProgramme): Promise<string[]> {
  const db = programme.server.database.sql;
  await db.execute(
    sql.raw(`update clients set email_consent = true, email_consent_at = now(), email_consent_source = 'import'
      where block_status = 'Blocked'
         or user_id in (select user_id from clients where block_status = 'Active' order by user_id limit ${AUDIENCE})`),
  );
  await db.execute(sql.raw('vacuum analyze clients'));
  const client = new pg.Client({ connectionString: programme.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `select email from clients where email_consent and block_status = 'Active'`,
    );
    return rows.map((row) => row.email);
  } finally {
    await client.end();
  }
}

const get = async (server: ServerProcess, token: string, i: number) => {
  const id = `LB${1000000 + 1 + ((i * 7919) % CLIENTS)}`;
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/view-client/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  refuseUnless(response.status === 200, `GET admin/view-client/${id} answered ${response.status}`);
  return performance.now() - started;
};

interface Sent {
  answerMs: number;
  allSentS: number;
  gets: number[];
}

async function broadcast(
  programme: ListsProgramme,
  receiver: SmtpCounter,
  marker: string,
  audience: string[],
) {
  const server = await startServer({
    ...programme.env,
    PORT: SERVER_PORT,
    SMTP_URL: receiver.url,
    MAIL_FROM: 'LoyalLoop Bench <bench@example.com>',
  });
  try {
    // Its pool's connections open first, as a server that has been serving would have them.
    for (let i = 0; i < 200; i += 1) await get(server, programme.token, i);
    const started = Date.now();
    const before = performance.now();
    const response = await fetch(`${server.url}/api/admin/broadcast`, {
      method: 'POST',
      headers: { authorization: `Bearer ${programme.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: marker, adminId: programme.adminId }),
    });
    const answerMs = performance.now() - before;
    refuseUnless(
      response.status === 201,
      `POST admin/broadcast answered ${response.status}: ${await response.text()}`,
    );
    const gets: number[] = [];
    for (let i = 0; receiver.latest().messages < AUDIENCE && Date.now() - started < GIVE_UP_MS; i += 1)
      gets.push(await get(server, programme.token, i));
    const arrived = receiver.latest();
    refuseUnless(
      arrived.messages >= AUDIENCE,
      `after ${GIVE_UP_MS / 1000} s ${n(arrived.messages)} of ${n(AUDIENCE)} emails had arrived`,
    );
    // Anything mailed twice or to someone else would arrive about now: the lanes' last batches.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const tally = await receiver.tally();
    const twice = [...tally.values()].filter((times) => times > 1).length;
    const expected = new Set(audience);
    const strangers = [...tally.keys()].filter((to) => !expected.has(to)).length;
    const counted = receiver.latest();
    refuseUnless(audience.length === AUDIENCE, `${n(audience.length)} clients consent, not ${n(AUDIENCE)}`);
    refuseUnless(
      counted.messages === AUDIENCE && tally.size === AUDIENCE && twice === 0 && strangers === 0,
      `the receiver counted ${n(counted.messages)} messages to ${n(tally.size)} recipients: ${n(twice)} mailed more than once, ${n(strangers)} not in the audience`,
    );
    return { answerMs, allSentS: (arrived.lastAt - started) / 1000, gets } satisfies Sent;
  } finally {
    await server.stop();
  }
}

// The spawned server runs dist-server/main.js: built from this tree first (a no-op when current).
beforeAll(() => ensureServerBuild(), 600_000);

it('measures a broadcast to 100,000 consenting clients on PostgreSQL', async () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const ids = ['answer', 'all-sent', 'get.during'];
  if (url === '') {
    const reason = 'TEST_DATABASE_URL is not set (a PostgreSQL role that may create databases)';
    for (const id of ids) part.refuse(id, reason);
    part.finish();
    return;
  }
  const programme = await listsProgramme(url, CLIENTS);
  const marker = `Bench tasting night ${Date.now()}`;
  let receiver: SmtpCounter | null = null;
  try {
    receiver = await smtpCounter(SMTP_PORT, marker);
    const audience = await consent(programme);
    // Only the spawned server mails: the in-process one that seeded stops first.
    await programme.server.close();
    let sent: Sent | null = null;
    let failure = '';
    try {
      sent = await broadcast(programme, receiver, marker, audience);
    } catch (error) {
      failure = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    }
    const result = sent;
    if (result === null) for (const id of ids) part.refuse(id, failure);
    else {
      await part.measure('answer', async () => ({ value: result.answerMs }));
      await part.measure('all-sent', async () => ({
        value: result.allSentS,
        detail: `${n(AUDIENCE)} emails, ${(AUDIENCE / result.allSentS).toFixed(0)} a second`,
      }));
      await part.measure('get.during', async () => {
        refuseUnless(result.gets.length >= 20, `only ${result.gets.length} GETs ran while it mailed`);
        return {
          value: percentile(result.gets, 0.99),
          detail: `median ${median(result.gets).toFixed(1)} ms over ${n(result.gets.length)} calls`,
        };
      });
    }
  } finally {
    await receiver?.close();
    await programme.close();
    part.finish();
  }
}, 1_800_000);
