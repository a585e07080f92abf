/**
 * The Node server in-process (buildServer) over a trail the bench fills itself: bulk SQL through
 * generate_series into a fresh database (the trail refuses DELETE and TRUNCATE, so nothing is reused),
 * and an admin signed in through the API, as the console would be.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer, type RunningServer } from '../../../server/build-server';
import { createAdmin } from '../../../server/commands/create-admin';
import { readConfig } from '../../../server/config/read-config';
import type { OutgoingMail } from '../../../src/backend/ports';

export interface TrailServer {
  server: RunningServer;
  token: string;
  adminId: string;
  close(): Promise<void>;
}

const PASSWORD = 'Bench@1234';
const ACTIONS = ['points.added', 'points.redeemed', 'client.blocked', 'client.unblocked', 'client.notes'];
/** Distinct clients and admins in the generated trail: a filter on one picks a real share of it. */
export const BENCH_CLIENTS = 5000;
export const benchClientId = (n: number): string => `LL${100000 + (n % BENCH_CLIENTS)}`;

/** `entries` rows, one every 30 s back from now, over five actions, 5,000 clients and two admins. */
async function fillTrail(running: RunningServer, adminId: string, entries: number): Promise<void> {
  const actions = `array[${ACTIONS.map((action) => `'${action}'`).join(',')}]`;
  await running.database.sql.execute(
    sql.raw(`
    insert into activity (at, admin_id, admin_name, action, client_id, client_name, before, after, search_keys)
    select now() - g * interval '30 seconds',
           case when g % 3 = 0 then 'bench-other-admin' else '${adminId}' end,
           'Bench Admin',
           (${actions})[1 + g % ${ACTIONS.length}],
           'LL' || (100000 + g % ${BENCH_CLIENTS}),
           'Client ' || (g % ${BENCH_CLIENTS}),
           (g % 900)::text,
           (g % 900 + 10)::text,
           array[lower('LL' || (100000 + g % ${BENCH_CLIENTS})), 'client ' || (g % ${BENCH_CLIENTS})]
    from generate_series(1, ${entries}) as g`),
  );
  await running.database.sql.execute(sql.raw('analyze activity'));
  const counted = await running.database.sql.execute<{ n: number }>(
    sql.raw('select count(*)::int as n from activity'),
  );
  const n = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (n < entries) throw new Error(`the trail holds ${n} entries, not ${entries}`);
}

/** Signs in through the API (password, then the emailed code the swapped mailer kept). */
async function signIn(running: RunningServer, mails: OutgoingMail[], email: string) {
  const login = await running.app.inject({
    method: 'POST',
    url: '/api/admin/email-login',
    payload: { email, password: PASSWORD },
  });
  const { adminId, attemptId } = login.json<{ adminId: string; attemptId: string }>();
  const code = mails.at(-1)?.code;
  if (!adminId || !code) throw new Error(`the bench admin could not sign in: ${login.body}`);
  const verify = await running.app.inject({
    method: 'POST',
    url: '/api/admin/verify-email-otp',
    payload: { adminId, attemptId, otp: code },
  });
  return { adminId, token: verify.json<{ accessToken: string }>().accessToken };
}

const folder = () => mkdtempSync(join(tmpdir(), 'activity-bench-'));
const NEW_ADMIN = { name: 'Bench Admin', role: 'Admin', location: 'Oakville', password: PASSWORD };

/** PGlite in a new data folder; the bench admin is created there, the trail filled with `entries` rows. */
export async function embeddedTrail(entries: number): Promise<TrailServer> {
  const mails: OutgoingMail[] = [];
  const server = await buildServer({
    config: readConfig({ DATA_DIR: folder(), LOG_LEVEL: 'silent' }),
    seedSize: { clients: 1, transactions: 1, broadcasts: 1 },
    ports: {
      mailer: {
        send: async (mail) => void mails.push(mail),
        deliver: async () => ({ status: 'sent', error: null }),
      },
    },
  });
  return withTrail(server, mails, entries, async () => server.close());
}

/** A new database on the PostgreSQL server of `url` (its role may create databases), dropped afterwards. */
export async function postgresTrail(url: string, entries: number): Promise<TrailServer> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `activity_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const mails: OutgoingMail[] = [];
  const drop = async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    const server = await buildServer({
      config: readConfig({
        DATA_DIR: folder(),
        DATABASE_URL: target.toString(),
        JWT_SECRET: randomBytes(48).toString('base64'),
        LOG_LEVEL: 'silent',
      }),
      ports: {
        mailer: {
          send: async (mail) => void mails.push(mail),
          deliver: async () => ({ status: 'sent', error: null }),
        },
      },
    });
    return await withTrail(server, mails, entries, async () => {
      await server.close();
      await drop();
    });
  } catch (error) {
    await drop();
    throw error;
  }
}

async function withTrail(
  server: RunningServer,
  mails: OutgoingMail[],
  entries: number,
  close: () => Promise<void>,
): Promise<TrailServer> {
  try {
    const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
    await createAdmin(server.database.sql, { ...NEW_ADMIN, email, confirmation: PASSWORD });
    const { adminId, token } = await signIn(server, mails, email);
    await fillTrail(server, adminId, entries);
    return { server, token, adminId, close };
  } catch (error) {
    await close();
    throw error;
  }
}
