/**
 * A PostgreSQL programme of `clients` clients with varied names (20 first names × 50 family names, numbered),
 * the server in-process over it with an admin signed in, and the same database's settings so a spawned server
 * (dist-server/main.js) accepts that admin's token: sessions live in the database, tokens need the secret.
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
import { INSERT_LOCATIONS, LOCATIONS, LOCATIONS_ARRAY } from './bench-locations';

export const FIRST = ['Maya', 'Liam', 'Noah', 'Olivia', 'Emma', 'Aiden', 'Sofia', 'Lucas', 'Amara', 'Ethan'];
const MORE_FIRST = ['Priya', 'Mateo', 'Hana', 'Omar', 'Chloe', 'Ravi', 'Yuki', 'Zara', 'Diego', 'Ines'];
const FAMILY = Array.from({ length: 50 }, (_, i) => `Family${String.fromCharCode(65 + (i % 26))}${i}`);

export interface ListsProgramme {
  server: RunningServer;
  token: string;
  /** The signed-in admin's id (a call that names its acting admin, e.g. a broadcast, needs it). */
  adminId: string;
  /** Settings a spawned server needs to serve this database and accept the token. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const array = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

async function fill(server: RunningServer, clients: number): Promise<void> {
  const first = array([...FIRST, ...MORE_FIRST]);
  const family = array(FAMILY);
  const places = LOCATIONS_ARRAY;
  const db = server.database.sql;
  await db.execute(sql.raw(INSERT_LOCATIONS));
  await db.execute(
    sql.raw(`
    insert into clients (user_id, name, email, email_key, join_date, points, location, location_key, block_status,
                         reason, notes, search_keys)
    select id, name, email, lower(email), now() - ((g * 7919) % 1095) * interval '1 day', (g * 7877) % 100000,
           (${places})[1 + g % ${LOCATIONS.length}], lower((${places})[1 + g % ${LOCATIONS.length}]),
           case when g % 20 = 0 then 'Blocked' else 'Active' end, '', '',
           array[lower(id), lower(name), lower(email)]
    from (select g, 'LB' || (1000000 + g) as id,
                 (${first})[1 + g % 20] || ' ' || (${family})[1 + (g / 20) % 50] as name,
                 'client' || g || '@bench.example' as email
          from generate_series(1, ${clients}) as g) as made`),
  );
  await db.execute(sql.raw('vacuum analyze clients'));
}

async function signIn(server: RunningServer, mails: OutgoingMail[], email: string, password: string) {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/admin/email-login',
    payload: { email, password },
  });
  const { adminId, attemptId } = login.json<{ adminId: string; attemptId: string }>();
  const verify = await server.app.inject({
    method: 'POST',
    url: '/api/admin/verify-email-otp',
    payload: { adminId, attemptId, otp: Number(mails.at(-1)?.code) },
  });
  return { adminId, token: verify.json<{ accessToken: string }>().accessToken };
}

/** A new database on the PostgreSQL server of `url` (its role may create databases), dropped by close(). */
export async function listsProgramme(url: string, clients: number): Promise<ListsProgramme> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `lists_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const env = { DATABASE_URL: target.toString(), JWT_SECRET: randomBytes(48).toString('base64') };
  const drop = async () => {
    // FORCE refuses when an autovacuum worker is in the database (PostgreSQL 15 asks for rights over its
    // session); a plain drop stops that worker itself, once the server's own sessions are gone.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`drop database if exists "${name}"${attempt === 1 ? ' with (force)' : ''}`);
        break;
      } catch (error) {
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    await admin.end();
  };
  const mails: OutgoingMail[] = [];
  let server: RunningServer | null = null;
  try {
    server = await buildServer({
      config: readConfig({
        ...env,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'lists-bench-')),
        LOG_LEVEL: 'silent',
      }),
      ports: {
        mailer: {
          send: async (mail) => void mails.push(mail),
          deliver: async () => ({ status: 'sent', error: null }),
        },
      },
    });
    const password = 'Bench@1234';
    const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
    const account = { name: 'Bench Admin', role: 'Admin', location: 'Oakville', password };
    await createAdmin(server.database.sql, { ...account, email, confirmation: password });
    const { adminId, token } = await signIn(server, mails, email, password);
    await fill(server, clients);
    const running = server;
    return {
      server: running,
      token,
      adminId,
      env,
      close: async () => {
        await running.close();
        await drop();
      },
    };
  } catch (error) {
    await server?.close();
    await drop();
    throw error;
  }
}
