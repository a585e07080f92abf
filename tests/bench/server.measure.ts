// Bench part "server": the built Node server (dist-server/main.js) in a process of its own, loaded with
// autocannon on loopback (support/load.ts), on PostgreSQL (TEST_DATABASE_URL) and on PGlite, against a bare
// Fastify floor in the same run. Every run is bounded; a run with a non-2xx answer, a list not of every client or a ledger that
// does not add up gives no figure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server/builds.mjs';
import { scryptPasswordHasher } from '../../server/ports/scrypt-password-hasher';
import { seedIfEmpty } from '../../server/db/seed';
import { clientIdFor } from '../../src/backend/seed/clients';
import { DEMO_ACCOUNT } from '../../src/backend/seed/demo-account';
import { buildSeed, seedAnchor } from '../../src/backend/seed/build-seed';
import { sizeForClients } from '../../src/backend/seed/size';
import { signInAcross } from '../server/support/process-pair';
import { postgresTestDatabase } from '../server/support/postgres-test-database';
import { startServer, type ServerProcess } from '../server/support/server-process';
import type { TestDatabase } from '../server/support/test-database';
import { startFloorServer, type FloorServer } from './support/floor-server';
import { load, loadWarm } from './support/load';
import { openPart, refuseUnless } from './support/part';
import { readLedger, refuseUnlessAdded } from './support/server-ledger';
import { measureStartUps } from './support/server-start-up';
import { atMost, CEILING, FLOOR, floorTimesAtLeast, REPORTED } from './support/targets';
import { Placeholder, sql as raw } from 'drizzle-orm';
import { sessionByIdQuery, sessionWithClientByIdQuery } from '../../server/store/sessions';
import { firstRow } from '../../server/store/rows';
import { bookingOf } from '../../src/backend/rules/ledger';
import { pgbench, scriptOf } from './support/pgbench';
import { bookingScript } from './support/add-points-ceiling';

const SECONDS = 5;
const CONNECTIONS = 10;
const LIST_CLIENTS = 10_000;
const LIST_CALLS = 100;
const START_UPS = 5;
/**
 * Adds per run: a fixed count, so that every request sent was answered and the ledger check is exact. On
 * PostgreSQL about as long as pgbench's 5 s (its rate counts no connection set-up), after a warm-up of the same
 * calls that is not counted: the server's first 500 adds cost about twice the later ones (its pool's
 * connections opening, its code not yet optimised), which pgbench, a small C program, does not pay.
 */
const ADDS = { PostgreSQL: 4500, PGlite: 500 } as const;
const WARM_UP = { PostgreSQL: 1500, PGlite: 200 } as const;
const CLIENT = clientIdFor(0);
/** A business's adds go to many clients: one client per connection, each its own ledger checked. */
// LL100032 on: ten active clients in a row of the seed (a blocked one neither earns nor redeems).
const SPREAD_CLIENTS = Array.from({ length: CONNECTIONS }, (_, i) => clientIdFor(31 + i));
const POINTS = 1;
const load10 = `${CONNECTIONS} connections, ${SECONDS} s`;

const part = openPart('server', [
  {
    id: 'srv.floor',
    label: `floor: a bare Fastify 5 route answering {} (its own process), autocannon on loopback, ${load10}`,
    unit: 'req/s',
    target: FLOOR,
  },
  {
    id: 'srv.pgbench.get-client',
    label: `ceiling: pgbench on PostgreSQL running GET one client's statement as the server prepares it (the session, its account, the client and its status log in one), ${load10}`,
    unit: 'req/s',
    target: CEILING,
  },
  {
    id: 'srv.pgbench.add-points',
    label: `ceiling: pgbench on PostgreSQL running add points' statements as the server prepares them (the session check, the one-statement booking, its two times now() so they advance per call as the server's do), durable commits, ${CONNECTIONS} clients (one per connection), ${load10}`,
    unit: 'req/s',
    target: CEILING,
  },
  {
    id: 'srv.get-client-vs-pgbench.PostgreSQL',
    label: `GET one client on PostgreSQL (the row below) against pgbench running its statements`,
    unit: 'req/s',
    target: floorTimesAtLeast(0.3, 'pgbench'),
  },
  ...(['PostgreSQL', 'PGlite'] as const).flatMap((engine) => [
    {
      id: `srv.get-client.${engine}`,
      label: `GET admin/view-client/{id} on ${engine}: token checked, the client's queries, ${load10}`,
      unit: 'req/s' as const,
      target: engine === 'PostgreSQL' ? floorTimesAtLeast(0.2) : REPORTED,
    },
    {
      id: `srv.add-points.${engine}`,
      label: `POST admin/view-client/addpoints/{id} on ${engine}: ${ADDS[engine]} calls of ${POINTS} point spread over ${CONNECTIONS} clients (one per connection), after ${WARM_UP[engine]} of the same calls not counted (a warmed server, as pgbench's steady state), durable commits, timed to the last answer, every client's ledger checked afterwards, ${CONNECTIONS} connections`,
      unit: 'req/s' as const,
      target: engine === 'PostgreSQL' ? floorTimesAtLeast(0.7, 'pgbench') : REPORTED,
    },
    {
      id: `srv.add-points-one-client.${engine}`,
      label: `POST admin/view-client/addpoints/{id} on ${engine}: ${ADDS[engine]} calls of ${POINTS} point all to ONE client (its row lock serialises them), after the warm-up above, ledger checked afterwards, ${CONNECTIONS} connections`,
      unit: 'req/s' as const,
      target: REPORTED,
    },
  ]),
  {
    id: 'srv.get-client-logged.PostgreSQL',
    label: `GET admin/view-client/{id} on PostgreSQL with LOG_LEVEL=info (production's default: two log lines a request, on a pipe), ${load10}`,
    unit: 'req/s',
    target: REPORTED,
  },
  {
    id: 'srv.list-10k',
    label: `GET retrieve/admin/view-clients at ${LIST_CLIENTS.toLocaleString('en-US')} clients on PostgreSQL, brotli/gzip, 1 connection, ${LIST_CALLS} calls: p99`,
    unit: 'ms',
    target: atMost(150, 'ms'),
  },
  {
    id: 'srv.start-up',
    label: `start-up on an existing embedded database (PGlite, demo data): spawn of dist-server/main.js to the first 200 of /readyz, median of ${START_UPS}`,
    unit: 'ms',
    target: atMost(1500, 'ms'),
  },
]);

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The API of one server process, as the signed-in demo admin. */
async function signedIn(server: ServerProcess) {
  const { token } = await signInAcross(server);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    url: (path: string) => `${server.url}/api/${path}`,
    headers,
    async get(path: string): Promise<unknown> {
      const response = await fetch(`${server.url}/api/${path}`, { headers });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return response.json();
    },
  };
}

/** What pgbench reached with the server's statements: the references of the PostgreSQL rows. */
interface Ceilings {
  getClient: number;
  addPoints: number;
}

/**
 * pgbench on the bench's database, with the statements the server prepares for the two calls (the session
 * and the client as in sessions.ts and clients.ts, the booking as rules/ledger.ts builds it and
 * client-change.ts writes it), each pgbench client adding to its own client as the server's run does.
 */
async function measureCeilings(database: TestDatabase): Promise<Ceilings | null> {
  const { sql } = database.database;
  const url = database.url ?? '';
  const session = firstRow(
    await sql.execute(raw`select s.id, a.id as admin_id, a.name from sessions s join accounts a on a.id = s.account_id
      order by s.created_at desc limit 1`),
  );
  const sessionRead = sessionByIdQuery(sql).toSQL();
  const sessionCheck = scriptOf({ text: sessionRead.sql, values: [session.id] });
  // GET one client is one statement: the session, its account and the client (sessions.ts).
  const withClient = sessionWithClientByIdQuery(sql).toSQL();
  const named: Record<string, unknown> = { sessionId: session.id, clientId: CLIENT };
  const values = withClient.params.map((param) => (param instanceof Placeholder ? named[param.name] : param));
  const getClient = await part.measure('srv.pgbench.get-client', async () => {
    refuseUnless(
      values.every((value) => value !== undefined),
      'a placeholder of the read has no value',
    );
    const statements = [scriptOf({ text: withClient.sql, values })];
    const run = await pgbench({ url, statements, clients: CONNECTIONS, seconds: SECONDS });
    return { value: run.perSecond, detail: run.detail };
  });
  const addPoints = await part.measure('srv.pgbench.add-points', async () => {
    const [first] = SPREAD_CLIENTS;
    refuseUnless(first !== undefined, 'no client to add to');
    const admin = { _id: String(session.admin_id), name: String(session.name) };
    const change = {
      type: 'add',
      points: POINTS,
      reasonOrService: 'Bench',
      location: null,
      refusal: () => undefined,
    } as const;
    const booking = bookingOf({ admin, now: Date.now(), ip: '127.0.0.1' }, first, change, null);
    const statements = [sessionCheck, bookingScript(booking, SPREAD_CLIENTS)];
    const durable = firstRow(
      await sql.execute(
        raw`select current_setting('synchronous_commit') as sc, current_setting('fsync') as fsync`,
      ),
    );
    const run = await pgbench({ url, statements, clients: CONNECTIONS, seconds: SECONDS });
    return {
      value: run.perSecond,
      detail: `${run.detail}; synchronous_commit ${String(durable.sc)}, fsync ${String(durable.fsync)}`,
    };
  });
  if (!getClient || !addPoints) return null;
  return { getClient: Number(getClient.value), addPoints: Number(addPoints.value) };
}

/** The two rows every engine has: one client read, and add-points with the ledger checked afterwards. */
async function measureEngine(
  engine: keyof typeof ADDS,
  server: ServerProcess,
  floor: number,
  ceilings: Ceilings | null = null,
): Promise<void> {
  const api = await signedIn(server);
  const read = await part.measure(`srv.get-client.${engine}`, async () => {
    const run = await loadWarm({
      url: api.url(`admin/view-client/${CLIENT}`),
      headers: api.headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    return { value: run.perSecond, floor, detail: `p99 ${run.p99} ms` };
  });
  if (engine === 'PostgreSQL')
    await part.measure('srv.get-client-vs-pgbench.PostgreSQL', async () => {
      refuseUnless(
        read !== null && ceilings !== null,
        'GET one client or its pgbench ceiling was not measured',
      );
      return { value: read.value, floor: ceilings.getClient, detail: read.detail };
    });
  const body = JSON.stringify({ points: POINTS, pointsReason: 'Bench' });
  /** `amount` adds, split evenly over `clientIds` (a connection each, at once). */
  const sendAdds = (clientIds: readonly string[], amount: number) =>
    Promise.all(
      clientIds.map((id) =>
        load({
          url: api.url(`admin/view-client/addpoints/${id}`),
          method: 'POST',
          headers: api.headers,
          body,
          connections: CONNECTIONS / clientIds.length,
          amount: amount / clientIds.length,
        }),
      ),
    );
  /** ADDS[engine] adds, split evenly over `clientIds` (a connection each, at once), every ledger checked. */
  const addsTo = async (clientIds: readonly string[]) => {
    const ledgers = await Promise.all(
      clientIds.map(async (id) => ({ id, before: await readLedger(api, id) })),
    );
    const started = performance.now();
    const sent = await sendAdds(clientIds, ADDS[engine]);
    const runs = ledgers.map((ledger, i) => {
      const run = sent[i];
      refuseUnless(run !== undefined, `no run for ${ledger.id}`);
      return { ...ledger, run };
    });
    // Timed to the last answer: a counted autocannon run ends only on its next 1 s tick.
    const seconds = (Math.max(...runs.map(({ run }) => run.lastAnswerAt)) - started) / 1000;
    for (const { id, before, run } of runs)
      refuseUnlessAdded(before, await readLedger(api, id), run.answered, POINTS);
    const answered = runs.reduce((sum, { run }) => sum + run.answered, 0);
    const p99 = Math.max(...runs.map(({ run }) => run.p99));
    const reference = engine === 'PostgreSQL' ? ceilings?.addPoints : floor;
    refuseUnless(reference !== undefined, 'the pgbench ceiling of add points was not measured');
    return { value: answered / seconds, floor: reference, detail: `${answered} adds, p99 ${p99} ms` };
  };
  await part.measure(`srv.add-points.${engine}`, async () => {
    // The warm-up: the same calls, each answered 2xx (load refuses otherwise), before the ledgers are read, so
    // the counted run's check stays exact.
    await sendAdds(SPREAD_CLIENTS, WARM_UP[engine]);
    return addsTo(SPREAD_CLIENTS);
  });
  await part.measure(`srv.add-points-one-client.${engine}`, () => addsTo([CLIENT]));
}

/** A database of its own on TEST_DATABASE_URL's server with 10,000 clients and their history. */
async function bigPostgres(url: string): Promise<TestDatabase> {
  const database = await postgresTestDatabase(url);
  const hash = await scryptPasswordHasher.hash(DEMO_ACCOUNT.password);
  const seed = buildSeed(sizeForClients(LIST_CLIENTS), seedAnchor(Date.now()), hash);
  await seedIfEmpty(database.database.sql, async () => seed);
  return database;
}

async function measureList(server: ServerProcess): Promise<void> {
  const api = await signedIn(server);
  await part.measure('srv.list-10k', async () => {
    const url = api.url('retrieve/admin/view-clients');
    const headers = { ...api.headers, 'accept-encoding': 'br, gzip' };
    const checked = await fetch(url, { headers });
    const { data } = (await checked.json()) as { data: { users: unknown[] } };
    refuseUnless(data.users.length === LIST_CLIENTS, `the list held ${data.users.length} clients`);
    const encoding = checked.headers.get('content-encoding') ?? 'none';
    refuseUnless(['br', 'gzip'].includes(encoding), `the list was not compressed (${encoding})`);
    const run = await load({ url, headers, connections: 1, amount: LIST_CALLS });
    const kB = run.bytesPerAnswer / 1000;
    return { value: run.p99, detail: `median ${run.median} ms, ${encoding}, ${kB.toFixed(0)} kB per answer` };
  });
}

it('measures the server against its floor on PostgreSQL and PGlite', async () => {
  await ensureServerBuild();
  const env = { RATE_LIMIT_PER_MINUTE: '1000000' };
  const floorServer: FloorServer = await startFloorServer();
  cleanups.push(() => floorServer.close());
  const measuredFloor = await part.measure('srv.floor', async () => {
    const run = await loadWarm({ url: floorServer.url, connections: CONNECTIONS, seconds: SECONDS });
    return { value: run.perSecond };
  });
  floorServer.close();
  const floor = Number(measuredFloor?.value ?? NaN);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await bigPostgres(url);
    cleanups.push(() => database.close());
    const server = await startServer({
      ...env,
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: 'b'.repeat(48),
    });
    cleanups.push(() => server.stop());
    await signedIn(server);
    const ceilings = await measureCeilings(database);
    await measureEngine('PostgreSQL', server, floor, ceilings);
    await measureList(server);
    await server.stop();
    // The same read with every request logged, as production logs by default (docs/settings.md).
    const logged = await startServer({
      ...env,
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: 'b'.repeat(48),
    });
    cleanups.push(() => logged.stop());
    const api = await signedIn(logged);
    await part.measure('srv.get-client-logged.PostgreSQL', async () => {
      const run = await loadWarm({
        url: api.url(`admin/view-client/${CLIENT}`),
        headers: api.headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      return { value: run.perSecond, floor, detail: `p99 ${run.p99} ms` };
    });
    await logged.stop();
  } else {
    const reason = 'TEST_DATABASE_URL is not set, so no PostgreSQL to measure on';
    const ids = ['get-client', 'get-client-vs-pgbench', 'add-points', 'add-points-one-client'].map(
      (row) => `srv.${row}.PostgreSQL`,
    );
    const others = ['srv.pgbench.get-client', 'srv.pgbench.add-points', 'srv.get-client-logged.PostgreSQL'];
    for (const id of [...ids, ...others, 'srv.list-10k']) part.refuse(id, reason);
  }

  const DATA_DIR = mkdtempSync(join(tmpdir(), 'loyalloop-bench-'));
  cleanups.push(() => rmSync(DATA_DIR, { recursive: true, force: true }));
  // The first start creates and seeds the embedded database; the start-ups measured reopen it.
  const embedded = await startServer({ ...env, DATA_DIR });
  cleanups.push(() => embedded.stop());
  await measureEngine('PGlite', embedded, floor);
  await embedded.stop();
  await part.measure('srv.start-up', async () => ({ value: await measureStartUps({ DATA_DIR }, START_UPS) }));
  part.finish();
}, 900_000);
