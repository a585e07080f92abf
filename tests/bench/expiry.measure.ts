// Bench part "expiry": the daily expiry run (docs/product.md §10.28) over 100,000 clients and 1,000,000 ledger
// entries on PostgreSQL, as production runs it: a spawned dist-server/main.js starts it at its start (the clock
// port's daily run), and logs its end. Meanwhile GET one client, one call after another; afterwards the ledger
// must hold exactly the expiries the seed made due, and the balances must have lost exactly their points.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server/builds.mjs';
import { fillNameKeys } from '../../server/store/name-keys';
import { nameSortKey } from '../../src/domain/name-key';
import { startServer, type ServerProcess } from '../server/support/server-process';
import { LOCATIONS, LOCATIONS_ARRAY } from './support/bench-locations';
import { listsProgramme, type ListsProgramme } from './support/lists-server';
import { openPart, refuseUnless } from './support/part';
import { median, percentile } from './support/stats';
import { atMost } from './support/targets';

const CLIENTS = 100_000;
const ENTRIES = 1_000_000;
/** Of each client's ten entries, this many were earned 400 to 729 days ago: due under a 12-month expiry. */
const OLD_PER_CLIENT = 3;
const EXPIRY_MONTHS = 12;
const PORT = '4351';
/** A run this much over its target is reported as not finished, with how far it got. */
const GIVE_UP_MS = 600_000;
const n = (value: number) => value.toLocaleString('en-US');

const part = openPart('expiry', [
  {
    id: 'run',
    label: `the daily expiry run at a spawned server's start (PostgreSQL, ${n(CLIENTS)} clients, ${n(ENTRIES)} ledger entries, expiry ${EXPIRY_MONTHS} months, ${n(CLIENTS * OLD_PER_CLIENT)} lots due): its start to its end as it logs them, every expiry then checked in the ledger and the balances`,
    unit: 's',
    target: atMost(30, 's'),
  },
  {
    id: 'get.during',
    label:
      'GET admin/view-client/{id} on that server during the run, one call after another (a new client each), p99',
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
]);

const places = LOCATIONS_ARRAY;

/**
 * Ten add entries per client (client c gets entries c, c + 100,000, …), the first OLD_PER_CLIENT of them earned
 * 400 to 729 days ago, the rest within the last 300 days: a 12-month expiry makes exactly the old ones due,
 * nothing near the edge. Each balance is then the sum of its entries, as the ledger would have made it.
 */
async function fill(programme: ListsProgramme): Promise<void> {
  const db = programme.server.database.sql;
  const clientKey = nameSortKey('Bench Client');
  const adminKey = nameSortKey('Bench Admin');
  await db.execute(
    sql.raw(`
    insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
                              transaction_points, type, reason_or_service, admin_user_id, admin_name,
                              location, location_key, search_keys, client_name_key, admin_name_key)
    select 'BT' || (10000000 + g), 'LB' || (1000000 + c), 'Bench Client',
           case when (g - 1) / ${CLIENTS} < ${OLD_PER_CLIENT}
                then now() - (400 + (g::bigint * 7919) % 330) * interval '1 day'
                else now() - (1 + (g::bigint * 7919) % 300) * interval '1 day' end,
           5 + (g % 20) * 5, 5 + (g % 20) * 5, 'add', 'Visit', '${programme.adminId}', 'Bench Admin',
           (${places})[1 + c % ${LOCATIONS.length}], lower((${places})[1 + c % ${LOCATIONS.length}]),
           array['bt' || (10000000 + g)], '${clientKey}', '${adminKey}'
    from (select g, 1 + (g - 1) % ${CLIENTS} as c from generate_series(1, ${ENTRIES}) as g) as made`),
  );
  await db.execute(
    sql.raw(`update clients set points = s.points
      from (select client_id, sum(transaction_points)::int as points from transactions group by client_id) s
      where clients.user_id = s.client_id`),
  );
  await db.execute(
    sql.raw(`insert into programme (id, points_per_dollar, rounding, visit_bonus, rates_by_location,
                                    expiry_months, point_value_cents)
             values (1, 1, 'down', 0, '{}', ${EXPIRY_MONTHS}, 1)`),
  );
  // The start keys the clients' names otherwise (server/store/name-keys.ts): done here, the spawned start is short.
  await fillNameKeys(db);
  await db.execute(sql.raw('vacuum analyze clients'));
  await db.execute(sql.raw('vacuum analyze transactions'));
}

interface Ledger {
  entries: number;
  due: number;
  duePoints: number;
  expiries: number;
  expiredPoints: number;
  balances: number;
  earned: number;
  negative: number;
}

async function ledger(url: string): Promise<Ledger> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<keyof Ledger, string>>(`
      select (select count(*) from transactions where type = 'add') as entries,
             (select count(*) from transactions where type = 'add'
                and transaction_date < now() - interval '365 days') as due,
             (select coalesce(sum(transaction_points), 0) from transactions where type = 'add'
                and transaction_date < now() - interval '365 days') as "duePoints",
             (select count(*) from transactions where type = 'expiry') as expiries,
             (select coalesce(sum(transaction_points), 0) from transactions where type = 'expiry') as "expiredPoints",
             (select coalesce(sum(points), 0) from clients) as balances,
             (select coalesce(sum(transaction_points), 0) from transactions where type = 'add') as earned,
             (select count(*) from clients where points < 0) as negative`);
    const row = rows[0];
    refuseUnless(row !== undefined, 'the ledger could not be read');
    return {
      entries: Number(row.entries),
      due: Number(row.due),
      duePoints: Number(row.duePoints),
      expiries: Number(row.expiries),
      expiredPoints: Number(row.expiredPoints),
      balances: Number(row.balances),
      earned: Number(row.earned),
      negative: Number(row.negative),
    };
  } finally {
    await client.end();
  }
}

/** The run's line in the server's log (server/expiry-runs.ts, expiryRunLine). */
const DONE = /"msg":"expiry run: booked (\d+) entries, (\d+) points in (\d+) ms"/;

interface RunLine {
  expiryEntries: number;
  expiredPoints: number;
  ms: number;
}

const runLine = (server: ServerProcess): RunLine | null => {
  const found = DONE.exec(server.output());
  return found === null
    ? null
    : { expiryEntries: Number(found[1]), expiredPoints: Number(found[2]), ms: Number(found[3]) };
};

/** GETs one client after another until the run logs its end (or GIVE_UP_MS pass); answers their times. */
async function getsUntilDone(
  server: ServerProcess,
  token: string,
): Promise<{ times: number[]; done: RunLine | null }> {
  const times: number[] = [];
  const started = Date.now();
  let done = runLine(server);
  for (let i = 0; done === null && Date.now() - started < GIVE_UP_MS; i += 1) {
    const id = `LB${1000000 + 1 + ((i * 7919) % CLIENTS)}`;
    const before = performance.now();
    const response = await fetch(`${server.url}/api/admin/view-client/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    times.push(performance.now() - before);
    refuseUnless(response.status === 200, `GET admin/view-client/${id} answered ${response.status}`);
    done = runLine(server);
  }
  return { times, done };
}

// The spawned server runs dist-server/main.js: built from this tree first (a no-op when current).
beforeAll(() => ensureServerBuild(), 600_000);

it('measures the daily expiry run at 100,000 clients and 1,000,000 entries on PostgreSQL', async () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url === '') {
    const reason = 'TEST_DATABASE_URL is not set (a PostgreSQL role that may create databases)';
    for (const id of ['run', 'get.during']) part.refuse(id, reason);
    part.finish();
    return;
  }
  const programme = await listsProgramme(url, CLIENTS);
  try {
    await fill(programme);
    // Only the spawned server runs the expiry: the in-process one that seeded stops first.
    await programme.server.close();
    const databaseUrl = programme.env.DATABASE_URL ?? '';
    const before = await ledger(databaseUrl);
    refuseUnless(
      before.entries === ENTRIES,
      `the seed holds ${n(before.entries)} entries, not ${n(ENTRIES)}`,
    );
    refuseUnless(before.expiries === 0, 'the seed already holds expiries');
    let gets: number[] = [];
    await part.measure('run', async () => {
      const server = await startServer({ ...programme.env, PORT, LOG_LEVEL: 'info' });
      try {
        const { times, done } = await getsUntilDone(server, programme.token);
        gets = times;
        const after = await ledger(databaseUrl);
        refuseUnless(
          done !== null,
          `the run had not ended after ${GIVE_UP_MS / 1000} s: ${n(after.expiries)} of ${n(before.due)} expiries booked`,
        );
        refuseUnless(before.due === CLIENTS * OLD_PER_CLIENT, `the seed made ${n(before.due)} lots due`);
        refuseUnless(
          done.expiryEntries === before.due && after.expiries === before.due,
          `the run logged ${n(done.expiryEntries)} expiries and the ledger holds ${n(after.expiries)}, not the ${n(before.due)} lots due`,
        );
        refuseUnless(
          done.expiredPoints === before.duePoints && after.expiredPoints === before.duePoints,
          `${n(after.expiredPoints)} points expired, not the ${n(before.duePoints)} of the lots due`,
        );
        refuseUnless(
          after.balances === before.balances - before.duePoints && after.negative === 0,
          `the balances went from ${n(before.balances)} to ${n(after.balances)}, expected ${n(before.balances - before.duePoints)}`,
        );
        return {
          value: done.ms / 1000,
          detail: `${n(done.expiryEntries)} expiries, ${n(done.expiredPoints)} points; ${n(times.length)} GETs meanwhile`,
        };
      } finally {
        await server.stop();
      }
    });
    if (gets.length === 0) part.refuse('get.during', 'no GET ran during the run');
    else
      await part.measure('get.during', async () => {
        refuseUnless(gets.length >= 20, `only ${gets.length} GETs ran during the run`);
        return {
          value: percentile(gets, 0.99),
          detail: `median ${median(gets).toFixed(1)} ms over ${n(gets.length)} calls`,
        };
      });
  } finally {
    await programme.close();
    part.finish();
  }
}, 1_800_000);
