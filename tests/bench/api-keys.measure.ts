// Bench part "api-keys": add points with an API key against the same call with an admin token, on the built
// server on PostgreSQL (TEST_DATABASE_URL), 10 connections, each run a fixed count of adds spread over ten
// clients with every ledger checked afterwards, the two kinds alternated after a warm-up of both.
import { afterAll, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server/builds.mjs';
import { scryptPasswordHasher } from '../../server/ports/scrypt-password-hasher';
import { seedIfEmpty } from '../../server/db/seed';
import { buildSeed, seedAnchor } from '../../src/backend/seed/build-seed';
import { clientIdFor } from '../../src/backend/seed/clients';
import { DEMO_ACCOUNT } from '../../src/backend/seed/demo-account';
import { sizeForClients } from '../../src/backend/seed/size';
import { API_KEY_CALLS_PER_MINUTE } from '../../src/domain/api-keys';
import { signInAcross } from '../server/support/process-pair';
import { postgresTestDatabase } from '../server/support/postgres-test-database';
import { startServer, type ServerProcess } from '../server/support/server-process';
import { load } from './support/load';
import { openPart, refuseUnless } from './support/part';
import { readLedger, refuseUnlessAdded } from './support/server-ledger';
import { floorTimesAtLeast, REPORTED } from './support/targets';

const CONNECTIONS = 10;
const ADDS = 2000;
const WARM_UP = 1000;
const PAIRS = 2;
// Ten active clients in a row of the seed, one per connection (a blocked one neither earns nor redeems).
const CLIENTS = Array.from({ length: CONNECTIONS }, (_, i) => clientIdFor(31 + i));
/** A till per connection, each a key of its own: one key's calls a minute stay under its limit. */
const PER_KEY = (WARM_UP + ADDS * PAIRS) / CONNECTIONS;
const BODY = JSON.stringify({ points: 1, pointsReason: 'Bench' });

const part = openPart('api-keys', [
  {
    id: 'keys.add-points-token.PostgreSQL',
    label: `POST admin/view-client/addpoints/{id} on PostgreSQL with an admin token: ${ADDS} adds of 1 point over ${CONNECTIONS} clients (one per connection), best of ${PAIRS} runs alternated with the key's after a warm-up of ${WARM_UP} of each, ledgers checked, ${CONNECTIONS} connections`,
    unit: 'req/s',
    target: REPORTED,
  },
  {
    id: 'keys.add-points-key.PostgreSQL',
    label: `the same with API keys (a key per connection, as a till each: ${PER_KEY} calls per key, under its ${API_KEY_CALLS_PER_MINUTE} a minute), best of ${PAIRS}`,
    unit: 'req/s',
    target: floorTimesAtLeast(0.9, 'the same call with an admin token'),
  },
]);

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function bearers(server: ServerProcess): Promise<{ token: string; keys: string[] }> {
  const { token } = await signInAcross(server);
  const keys: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const made = await fetch(`${server.url}/api/admin/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench till ${i + 1}`, scopes: ['points:write'] }),
    });
    refuseUnless(made.status === 201, `making a key answered ${made.status}`);
    keys.push(String(((await made.json()) as { secret: string }).secret));
  }
  return { token, keys };
}

/** `amount` adds, a connection per client, client i's with bearer `bearerOf(i)`; answered per second. */
async function adds(server: ServerProcess, bearerOf: (i: number) => string, amount: number) {
  const started = performance.now();
  const runs = await Promise.all(
    CLIENTS.map((id, i) =>
      load({
        url: `${server.url}/api/admin/view-client/addpoints/${id}`,
        method: 'POST',
        headers: { authorization: `Bearer ${bearerOf(i)}`, 'content-type': 'application/json' },
        body: BODY,
        connections: 1,
        amount: amount / CONNECTIONS,
      }),
    ),
  );
  const seconds = (Math.max(...runs.map((run) => run.lastAnswerAt)) - started) / 1000;
  return { runs, perSecond: amount / seconds, p99: Math.max(...runs.map((run) => run.p99)) };
}

it('measures add points with an API key against an admin token on PostgreSQL', async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    for (const id of ['keys.add-points-token.PostgreSQL', 'keys.add-points-key.PostgreSQL'])
      part.refuse(id, 'TEST_DATABASE_URL is not set, so no PostgreSQL to measure on');
    part.finish();
    return;
  }
  await ensureServerBuild();
  const database = await postgresTestDatabase(url);
  cleanups.push(() => database.close());
  const hash = await scryptPasswordHasher.hash(DEMO_ACCOUNT.password);
  await seedIfEmpty(database.database.sql, async () =>
    buildSeed(sizeForClients(1000), seedAnchor(Date.now()), hash),
  );
  const server = await startServer({
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATABASE_URL: database.url ?? '',
    JWT_SECRET: 'b'.repeat(48),
  });
  cleanups.push(() => server.stop());
  const { token, keys } = await bearers(server);
  const api = {
    async get(path: string): Promise<unknown> {
      const response = await fetch(`${server.url}/api/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return response.json();
    },
  };
  const withToken = () => token;
  const withKey = (i: number) => keys[i] ?? '';
  await adds(server, withToken, WARM_UP);
  await adds(server, withKey, WARM_UP);
  const best = { token: { perSecond: 0, p99: 0 }, key: { perSecond: 0, p99: 0 } };
  for (let pair = 0; pair < PAIRS; pair += 1)
    for (const [kind, bearerOf] of [
      ['token', withToken],
      ['key', withKey],
    ] as const) {
      const before = await Promise.all(CLIENTS.map((id) => readLedger(api, id)));
      const run = await adds(server, bearerOf, ADDS);
      for (const [i, id] of CLIENTS.entries()) {
        const answered = run.runs[i]?.answered ?? 0;
        const was = before[i];
        if (was) refuseUnlessAdded(was, await readLedger(api, id), answered, 1);
      }
      if (run.perSecond > best[kind].perSecond) best[kind] = run;
    }
  const reference = await part.measure('keys.add-points-token.PostgreSQL', async () => ({
    value: best.token.perSecond,
    detail: `p99 ${best.token.p99} ms`,
  }));
  await part.measure('keys.add-points-key.PostgreSQL', async () => {
    refuseUnless(reference !== null, 'the admin token run was not measured');
    return { value: best.key.perSecond, floor: Number(reference.value), detail: `p99 ${best.key.p99} ms` };
  });
  part.finish();
}, 900_000);
