// Bench part "import": clients coming in on the built server (dist-server/main.js, its own process). A file of
// 100,000 good rows sent as the console sends it (multipart), timed from the upload's first byte to the answer
// (the answer comes after the commit), the server's resident memory sampled meanwhile; its dry run; and
// enrolment one client at a time at 10 connections. Each row is checked before it counts: the answer's counts,
// and on PostgreSQL the clients table itself.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as raw } from 'drizzle-orm';
import { afterAll, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server/builds.mjs';
import { demoDatabase, signInAcross } from '../server/support/process-pair';
import { startServer, type ServerProcess } from '../server/support/server-process';
import type { TestDatabase } from '../server/support/test-database';
import { firstRow } from '../../server/store/rows';
import { goodRows, HEADER } from '../application/backend/support/import-files';
import { load } from './support/load';
import { openPart, refuseUnless } from './support/part';
import { residentMemory } from './support/resident-memory';
import { atMost } from './support/targets';

const ROWS = 100_000;
const CONNECTIONS = 10;
const ENROLMENTS = 2000;
/**
 * Enrolments sent and checked before the timed ones, as the add-points and GET rows warm up: in a server
 * process whose enrolment code has not run yet, the first 10–30 enrolments took 5 to 10 times the median
 * even with every connection open and the statements parsed (docs/performance.md, "Enrolment: the slow
 * tail"), and 20 slow answers are all a p99 of 2,000 allows.
 */
const ENROLMENT_WARM_UP = 500;
const n = (value: number) => value.toLocaleString('en-US');
const FILE = `${n(ROWS)} good rows (${n(Math.floor((ROWS * 2) / 3))} with opening points)`;

const part = openPart('import', [
  {
    id: 'imp.pg',
    label: `POST admin/clients/import on PostgreSQL: ${FILE}, upload to committed (answer received)`,
    unit: 's',
    target: atMost(20, 's'),
  },
  {
    id: 'imp.map.pg',
    label: `POST admin/clients/import?mapping=… on PostgreSQL: ${n(ROWS)} rows of a file whose header names no field (Prénom, Nom, Courriel, Téléphone, Note), mapped column by column: First Name + Last Name joined, every row's phone normalised to E.164 and checked unique, upload to committed`,
    unit: 's',
    target: atMost(20, 's'),
  },
  {
    id: 'imp.pg.rss',
    label: `the same import: the server process's resident memory, highest sample (every 50 ms) minus the sample before the upload`,
    unit: 'MB',
    target: atMost(150, 'MB'),
  },
  {
    id: 'imp.pglite',
    label: `POST admin/clients/import on PGlite (embedded): the same file, upload to committed`,
    unit: 's',
    target: atMost(60, 's'),
  },
  {
    id: 'imp.dry.pg',
    label: `POST admin/clients/import?dryRun=true on PostgreSQL: the same file, every row judged, nothing written`,
    unit: 's',
    target: atMost(10, 's'),
  },
  {
    id: 'enrol.pg',
    label: `POST admin/clients on PostgreSQL: ${n(ENROLMENTS)} enrolments (each its own email and Idempotency-Key, no opening points), after ${n(ENROLMENT_WARM_UP)} of the same not counted (a warmed server, as the add-points row), ${CONNECTIONS} connections: p99`,
    unit: 'ms',
    target: atMost(30, 'ms'),
  },
]);

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const theFile = () => new Blob([[HEADER, ...goodRows(ROWS)].join('\n')], { type: 'text/csv' });

/** Ten Ontario area codes × 10,000 numbers: 100,000 valid, distinct phones, written as people write them. */
const AREAS = [416, 647, 437, 905, 289, 365, 519, 226, 613, 343];
const phoneOf = (i: number) =>
  `(${AREAS[Math.floor(i / 10_000) % AREAS.length]}) 555-${String(i % 10_000).padStart(4, '0')}`;
/** A file no header name maps, and the mapping its columns need (docs/product.md §10.25). */
const MAPPING = ['firstName', 'lastName', 'email', 'phone', 'notes'];
const theMappedFile = () =>
  new Blob(
    [
      [
        'Prénom,Nom,Courriel,Téléphone,Note',
        ...Array.from(
          { length: ROWS },
          (_, i) => `Ana${i},Lima,mapped${i}@import.test,${phoneOf(i)},from the till`,
        ),
      ].join('\n'),
    ],
    { type: 'text/csv' },
  );

interface Imported {
  seconds: number;
  added: number;
  status: number;
}

async function sendFile(
  server: ServerProcess,
  token: string,
  dryRun: boolean,
  mapped = false,
): Promise<Imported> {
  const form = new FormData();
  form.append('file', mapped ? theMappedFile() : theFile(), 'bench.csv');
  const query = new URLSearchParams({
    ...(dryRun ? { dryRun: 'true' } : {}),
    ...(mapped ? { mapping: JSON.stringify(MAPPING) } : {}),
  }).toString();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/clients/import${query === '' ? '' : `?${query}`}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { message?: string; import?: { added: number } };
  const seconds = (performance.now() - started) / 1000;
  refuseUnless(response.ok, `the import answered ${response.status}: ${body.message ?? ''}`);
  return { seconds, added: body.import?.added ?? 0, status: response.status };
}

async function clientCount(database: TestDatabase): Promise<number> {
  return Number(
    firstRow(await database.database.sql.execute(raw`select count(*) as count from clients`)).count,
  );
}

async function onPostgres(url: string): Promise<void> {
  const { database, env } = await demoDatabase(url);
  cleanups.push(() => database.close());
  const server = await startServer({ ...env, RATE_LIMIT_PER_MINUTE: '1000000' });
  cleanups.push(() => server.stop());
  const { token } = await signInAcross(server);
  const before = await clientCount(database);
  await part.measure('imp.dry.pg', async () => {
    const dry = await sendFile(server, token, true);
    refuseUnless(dry.added === ROWS, `the dry run would add ${dry.added} clients, not ${ROWS}`);
    refuseUnless((await clientCount(database)) === before, 'the dry run wrote clients');
    return { value: dry.seconds };
  });
  const memory = residentMemory(server.child.pid ?? 0);
  const imported = await part.measure('imp.pg', async () => {
    memory.start();
    const done = await sendFile(server, token, false);
    memory.stop();
    refuseUnless(done.added === ROWS, `the import added ${done.added} clients, not ${ROWS}`);
    const after = await clientCount(database);
    refuseUnless(after === before + ROWS, `the clients table holds ${after - before} new clients`);
    return { value: done.seconds, detail: `${n(ROWS / done.seconds)} rows/s` };
  });
  await part.measure('imp.map.pg', async () => {
    const start = await clientCount(database);
    const done = await sendFile(server, token, false, true);
    refuseUnless(done.added === ROWS, `the mapped import added ${done.added} clients, not ${ROWS}`);
    const phones = Number(
      firstRow(
        await database.database.sql.execute(
          raw`select count(distinct phone) as count from clients where phone like '+1%555%' and name like 'Ana% Lima'`,
        ),
      ).count,
    );
    refuseUnless(phones === ROWS, `${phones} mapped clients have their own E.164 phone, not ${ROWS}`);
    refuseUnless(
      (await clientCount(database)) === start + ROWS,
      'the clients table did not gain the mapped file',
    );
    return { value: done.seconds, detail: `${n(ROWS / done.seconds)} rows/s` };
  });
  if (imported === null) part.refuse('imp.pg.rss', 'the import was not measured');
  else
    await part.measure('imp.pg.rss', async () => {
      const { baseline, peak } = memory.result();
      return {
        value: (peak - baseline) / 1e6,
        detail: `${(baseline / 1e6).toFixed(0)} MB before the upload`,
      };
    });
  await part.measure('enrol.pg', async () => {
    const enrolled = await clientCount(database);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const enrol = (amount: number) =>
      load({
        url: `${server.url}/api/admin/clients`,
        method: 'POST',
        headers,
        body: () =>
          JSON.stringify({ name: 'Bench Client', email: `${randomUUID()}@enrol.test`, location: 'Oakville' }),
        headersEach: () => ({ 'idempotency-key': randomUUID() }),
        connections: CONNECTIONS,
        amount,
      });
    await enrol(ENROLMENT_WARM_UP);
    const run = await enrol(ENROLMENTS);
    const count = await clientCount(database);
    const expected = enrolled + ENROLMENT_WARM_UP + ENROLMENTS;
    refuseUnless(count === expected, `${count - enrolled} clients were enrolled, not ${expected - enrolled}`);
    return { value: run.p99, detail: `median ${run.median} ms, ${run.perSecond.toFixed(0)} enrolments/s` };
  });
  await server.stop();
}

async function onPglite(): Promise<void> {
  const DATA_DIR = mkdtempSync(join(tmpdir(), 'loyalloop-bench-import-'));
  cleanups.push(() => rmSync(DATA_DIR, { recursive: true, force: true }));
  const server = await startServer({ DATA_DIR, RATE_LIMIT_PER_MINUTE: '1000000' });
  cleanups.push(() => server.stop());
  const { token } = await signInAcross(server);
  await part.measure('imp.pglite', async () => {
    const done = await sendFile(server, token, false);
    refuseUnless(done.added === ROWS, `the import added ${done.added} clients, not ${ROWS}`);
    return { value: done.seconds, detail: `${n(ROWS / done.seconds)} rows/s` };
  });
  await server.stop();
}

it('measures a 100,000-row import, its dry run, a mapped import and enrolment', async () => {
  await ensureServerBuild();
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url === '') {
    const reason = 'TEST_DATABASE_URL is not set, so no PostgreSQL to measure on';
    for (const id of ['imp.pg', 'imp.map.pg', 'imp.pg.rss', 'imp.dry.pg', 'enrol.pg'])
      part.refuse(id, reason);
  } else await onPostgres(url);
  await onPglite();
  part.finish();
}, 900_000);
