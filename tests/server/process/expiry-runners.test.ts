/**
 * The daily expiry run across real server processes on one PostgreSQL database (docs/product.md §10.28): two
 * started at once run it once — one holds the advisory lock, the other leaves the run to it — and a run killed
 * mid-way (SIGKILL) is finished by the next process's run, each due lot expired exactly once.
 *
 * A case holds one due client's row from here, so the runner stops at it mid-run until released: the two runs
 * overlap for certain, and the kill lands with part of the run booked.
 */
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import pg from 'pg';
import { EXPIRY_LOCK_KEY } from '../../../server/expiry-runs';
import { fillNameKeys } from '../../../server/store/name-keys';
import { createSqlStore } from '../../../server/store/sql-store';
import { EXPIRY_BATCH } from '../../../src/backend/rules/expiry-run';
import { dueLots } from '../../../src/domain/expiry';
import { DEFAULT_PROGRAMME } from '../../../src/domain/programme';
import { demoDatabase } from '../support/process-pair';
import { describePostgresLeg } from '../support/postgres-leg';
import { startServer, type ServerProcess } from '../support/server-process';

const MONTHS = 1;
/**
 * Clients added to the demo's, each with one lot earned 70 days ago: a run books EXPIRY_BATCH clients a
 * transaction, so with these it takes several, and the held client, half-way along, is past the first: a run
 * waiting there, or killed there, has booked the other batches (a few are booked at once, the held one's
 * neighbours go on while it waits) and not the held one's.
 */
const EXTRA_CLIENTS = 3 * EXPIRY_BATCH;

/** The extra clients (ids EX0001…, before the demo's LL…), their lots and balances, written by bulk SQL. */
const EXTRA = `
with made as (
  select g, 'EX' || lpad(g::text, 4, '0') as id from generate_series(1, ${EXTRA_CLIENTS}) as g
), clients_in as (
  insert into clients (user_id, name, email, email_key, join_date, points, location, location_key, block_status,
                       reason, notes, search_keys)
  select id, 'Extra Client ' || g, 'extra' || g || '@example.com', 'extra' || g || '@example.com',
         now() - interval '80 days', 10 + g % 7, 'Oakville', 'oakville', 'Active', '', '',
         array[lower(id), 'extra client ' || g, 'extra' || g || '@example.com']
  from made returning user_id
)
insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
                          transaction_points, type, reason_or_service, admin_user_id, admin_name, location,
                          location_key, search_keys)
select 'EXT' || lpad(g::text, 4, '0'), id, 'Extra Client ' || g, now() - interval '70 days', 10 + g % 7,
       10 + g % 7, 'add', 'Visit', 'extra-admin', 'Extra Admin', 'Oakville', 'oakville', array[lower(id)]
from made where exists (select 1 from clients_in where clients_in.user_id = made.id)`;
const BOOKED = /expiry run: booked (\d+) entries/g;
const BUSY = 'expiry run: another process holds it';
const FAILED = 'expiry run failed';

async function until<T>(found: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const value = await found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits for a process's first run to end, and answers what each of its runs booked, as its log says. */
async function finished(server: ServerProcess): Promise<number[]> {
  await until(
    async () => (runsOf(server).length > 0 || server.output().includes(FAILED) ? true : undefined),
    30_000,
    'the run to finish',
  );
  expect(server.output()).not.toContain(FAILED);
  return runsOf(server);
}

/** The entries each of a process's finished runs booked, as its log says, in order. */
const runsOf = (server: ServerProcess): number[] =>
  [...server.output().matchAll(BOOKED)].map((m) => Number(m[1]));

interface Due {
  /** Lot (the earning entry's id) → its client and the points left in it. */
  lots: Map<string, { clientId: string; points: number }>;
  /** Each client's balance before the run. */
  balances: Map<string, number>;
}

describePostgresLeg('the expiry run across server processes on one PostgreSQL database', (url) => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The demo data with expiry on, what is due now by the core's lot rule, and a connection to watch it. */
  async function dueDatabase() {
    const { database, env } = await demoDatabase(url);
    cleanups.push(() => database.close());
    const store = createSqlStore(database.database.sql);
    await store.transaction((tx) => tx.putProgramme({ ...DEFAULT_PROGRAMME, expiryMonths: MONTHS }));
    await database.database.sql.execute(sql.raw(EXTRA));
    // Their name keys now, as every write gives them: a start keying them would wait at the held client's row.
    await fillNameKeys(database.database.sql);
    const watch = new pg.Client({ connectionString: database.url });
    await watch.connect();
    cleanups.push(() => watch.end());
    const rows = await watch.query<{ user_id: string; points: number }>(
      'select user_id, points from clients order by user_id',
    );
    const balances = new Map(rows.rows.map((r) => [r.user_id, r.points]));
    const movements = await store.movementsOf([...balances.keys()]);
    const lots: Due['lots'] = new Map();
    const now = Date.now();
    // A lot's months are the business's calendar's (docs/product.md §10.31), as the run counts them.
    const { timeZone } = await store.businessSettings();
    for (const clientId of balances.keys())
      for (const lot of dueLots(
        movements.filter((m) => m.clientId === clientId),
        MONTHS,
        now,
        timeZone,
      ))
        lots.set(lot.transactionId, { clientId, points: lot.points });
    const dueClients = [...new Set([...lots.values()].map((l) => l.clientId))].sort();
    expect(dueClients.length).toBeGreaterThan(10);
    const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await watch.query<R>(text, values)).rows;
    return {
      env: { ...env, LOG_LEVEL: 'info' } as Record<string, string>,
      url: database.url ?? '',
      due: { lots, balances } satisfies Due,
      // Half-way along the run's order (client id): the clients before it are booked when it waits.
      middle: dueClients[Math.floor(dueClients.length / 2)] ?? '',
      /** Expiry entries booked so far. */
      expiries: () =>
        q<{ expires: string; client_id: string; transaction_points: number }>(
          "select expires, client_id, transaction_points from transactions where type = 'expiry'",
        ),
      /**
       * Sessions waiting for a lock (only a run at the held row waits here). A second waiter at one row queues
       * behind the first, not behind the holder, so every waiter on the database is counted.
       */
      waiting: async () =>
        Number(
          (
            await q<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          )[0]?.n,
        ),
      /** Sessions holding the run's advisory lock on this database (pg_locks names every database's). */
      runHolders: async () =>
        Number(
          (
            await q<{ n: number }>(
              "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and objid = $1 and database = (select oid from pg_database where datname = current_database()) and database = (select oid from pg_database where datname = current_database())",
              [EXPIRY_LOCK_KEY],
            )
          )[0]?.n,
        ),
      /** The ids of the sessions on the database now. */
      sessions: async () =>
        new Set(
          (
            await q<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')
          ).map((r) => r.pid),
        ),
    };
  }

  /** Takes a client's row for update from a connection of this file's, until `release`. */
  async function hold(connectionString: string, clientId: string) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query('begin');
    await client.query('select 1 from clients where user_id = $1 for update', [clientId]);
    const pid = Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await client.query('commit');
      await client.end();
    };
    cleanups.push(release);
    return { pid, release };
  }

  /** Each due lot expired exactly once, for its points left, and each client's balance less exactly that. */
  async function expectEachExpiredOnce(
    due: Due,
    expiries: () => Promise<{ expires: string; client_id: string; transaction_points: number }[]>,
    watchBalances: () => Promise<Map<string, number>>,
  ) {
    const booked = await expiries();
    expect(booked.map((e) => e.expires).sort()).toEqual([...due.lots.keys()].sort());
    for (const entry of booked)
      expect([entry.client_id, entry.transaction_points]).toEqual([
        due.lots.get(entry.expires)?.clientId,
        due.lots.get(entry.expires)?.points,
      ]);
    const after = await watchBalances();
    for (const [clientId, before] of due.balances) {
      const expired = [...due.lots.values()]
        .filter((l) => l.clientId === clientId)
        .reduce((sum, l) => sum + l.points, 0);
      expect([clientId, after.get(clientId)]).toEqual([clientId, before - expired]);
    }
  }

  it('two processes started at once run it once: one holds the lock, the other leaves it; each lot expires once', async () => {
    const db = await dueDatabase();
    const row = await hold(db.url, db.middle);
    const servers = await Promise.all([startServer(db.env), startServer(db.env)]);
    // Killed at the end: a run still waiting at the held row would hold up a gentle stop.
    for (const server of servers) cleanups.push(() => server.stop('SIGKILL'));
    // One run reaches the held client and waits there, mid-way; each process tried the lock before listening.
    await until(
      async () => ((await db.waiting()) >= 1 ? true : undefined),
      30_000,
      'a run at the held client',
    );
    const busy = () => servers.filter((s) => s.output().includes(BUSY));
    // Without the lock the second run would come to the held client too: two waiting, no one busy.
    await until(
      async () => (busy().length === 1 || (await db.waiting()) > 1 ? true : undefined),
      15_000,
      'the second run to leave it, or to wait at the held client as well',
    );
    expect(await db.waiting()).toBe(1);
    expect(await db.runHolders()).toBe(1);
    expect(busy()).toHaveLength(1);

    await row.release();
    const runner = servers.find((s) => !s.output().includes(BUSY));
    if (runner === undefined) throw new Error('no process ran it');
    expect(await finished(runner)).toEqual([db.due.lots.size]);
    expect(servers.flatMap(runsOf)).toEqual([db.due.lots.size]);
    await expectEachExpiredOnce(db.due, db.expiries, () => balancesOf(db.url));
  }, 120_000);

  it('a run killed mid-way (SIGKILL) is finished by the next process, and a rerun books nothing twice', async () => {
    const db = await dueDatabase();
    const row = await hold(db.url, db.middle);
    const before = await db.sessions();
    const first = await startServer(db.env);
    cleanups.push(() => first.stop('SIGKILL'));
    await until(
      async () => ((await db.waiting()) >= 1 ? true : undefined),
      30_000,
      'the run at the held client',
    );
    // The batches beside the held one book on while it waits (two at a time): killed once they all have.
    const atKill = await until(
      async () => {
        const booked = (await db.expiries()).length;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return booked > 0 && booked === (await db.expiries()).length ? booked : undefined;
      },
      30_000,
      'the batches beside the held one to be booked',
    );
    expect(atKill).toBeLessThan(db.due.lots.size);

    first.child.kill('SIGKILL');
    await first.exited;
    // Its session waiting at the held row ends when it next speaks to the gone process: after the release.
    await row.release();
    const gone = async () => [...(await db.sessions())].every((pid) => before.has(pid));
    await until(
      async () => ((await gone()) ? true : undefined),
      30_000,
      'the killed process’s sessions to end',
    );
    expect(await db.runHolders()).toBe(0);
    // The client it was judging when killed wrote nothing: its transaction rolled back.
    expect((await db.expiries()).length).toBe(atKill);

    const second = await startServer(db.env);
    cleanups.push(() => second.stop('SIGKILL'));
    expect(await finished(second)).toHaveLength(1);
    await expectEachExpiredOnce(db.due, db.expiries, () => balancesOf(db.url));
    await second.stop();

    // Run again from the top: every lot is spent, nothing is booked.
    const third = await startServer(db.env);
    cleanups.push(() => third.stop('SIGKILL'));
    expect(await finished(third)).toEqual([0]);
    await expectEachExpiredOnce(db.due, db.expiries, () => balancesOf(db.url));
  }, 180_000);
});

async function balancesOf(connectionString: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; points: number }>(
      'select user_id, points from clients',
    );
    return new Map(rows.map((r) => [r.user_id, r.points]));
  } finally {
    await client.end();
  }
}
