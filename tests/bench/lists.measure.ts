// Bench part "lists": the clients list paged, sorted, filtered by location and searched by the server at 100,000 clients on
// PostgreSQL (the server in-process, app.inject), and /healthz on a spawned server while 5 connections export
// the whole list as CSV, with that server's resident memory sampled meanwhile.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { beforeAll, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server/builds.mjs';
import { startServer } from '../server/support/server-process';
import { LOCATIONS } from './support/bench-locations';
import { FIRST, listsProgramme, type ListsProgramme } from './support/lists-server';
import { openPart, refuseUnless } from './support/part';
import { median, percentile } from './support/stats';
import { atMost } from './support/targets';

const CLIENTS = 100_000;
const CALLS = 60;
const EXPORTS = 5;
const n = (value: number) => value.toLocaleString('en-US');

const part = openPart('lists', [
  {
    id: 'page.points',
    label: `first page of clients sorted by points (limit 7, each direction in turn), ${n(CLIENTS)} clients on PostgreSQL, in-process server (app.inject), p95 of ${CALLS}`,
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
  {
    id: 'page.location',
    label: `first page of clients at one of ${LOCATIONS.length} locations (limit 7, newest first, each location in turn), ${n(CLIENTS)} clients on PostgreSQL, p95 of ${CALLS}`,
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
  {
    id: 'search',
    label: `a search of 3 letters of a name (first page and total), ${n(CLIENTS)} clients on PostgreSQL, p95 of ${CALLS}`,
    unit: 'ms',
    target: atMost(100, 'ms'),
  },
  {
    id: 'healthz.export',
    label: `GET /healthz on a spawned server while ${EXPORTS} connections export all ${n(CLIENTS)} clients as CSV, p99`,
    unit: 'ms',
    target: atMost(50, 'ms'),
  },
  {
    id: 'export.rss',
    label: `that server's resident memory (VmRSS), highest sample during the ${EXPORTS} exports`,
    unit: 'MB',
    target: atMost(300, 'MB'),
  },
]);

async function timeGets(programme: ListsProgramme, queries: string[]) {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const response = await programme.server.app.inject({
      method: 'GET',
      url: `/api/retrieve/admin/view-clients?${queries[i % queries.length] ?? ''}`,
      headers: { authorization: `Bearer ${programme.token}` },
    });
    times.push(performance.now() - started);
    refuseUnless(response.statusCode === 200, `the list answered ${response.statusCode}: ${response.body}`);
    const { total, data } = response.json<{ total: number; data: { users: { points: number }[] } }>();
    refuseUnless(data.users.length > 0 && total > 0, 'the page was empty');
  }
  return {
    value: percentile(times, 0.95),
    detail: `median ${median(times).toFixed(1)} ms over ${CALLS} calls`,
  };
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * The rows of a CSV answer, counted as its pieces arrive: its line ends less the header's. This process also
 * times /healthz: holding each 8.8 MB file as one string and splitting it stalled its event loop for tens of
 * ms at each export's end, time a check then counted as the server's (docs/performance.md, "/healthz while
 * exporting").
 */
async function rowsIn(response: Response): Promise<number> {
  const reader = response.body?.getReader();
  refuseUnless(reader !== undefined, 'the export had no body');
  let lineEnds = 0;
  for (let piece = await reader.read(); !piece.done; piece = await reader.read())
    for (let at = piece.value.indexOf(10); at !== -1; at = piece.value.indexOf(10, at + 1)) lineEnds += 1;
  return lineEnds - 1;
}

async function healthzWhileExporting(programme: ListsProgramme) {
  const spawned = await startServer({ ...programme.env, LOG_LEVEL: 'warn' });
  const pid = spawned.child.pid ?? 0;
  try {
    let peak = rssMb(pid);
    const exports = Array.from({ length: EXPORTS }, async () => {
      const response = await fetch(`${spawned.url}/api/admin/clients/export?zone=UTC`, {
        headers: { authorization: `Bearer ${programme.token}` },
      });
      refuseUnless(response.status === 200, `the export answered ${response.status}`);
      return rowsIn(response);
    });
    let done = false;
    const all = Promise.all(exports).finally(() => (done = true));
    const times: number[] = [];
    while (!done) {
      const started = performance.now();
      const health = await fetch(`${spawned.url}/healthz`);
      await health.arrayBuffer();
      times.push(performance.now() - started);
      peak = Math.max(peak, rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lines = await all;
    refuseUnless(
      lines.every((count) => count === CLIENTS),
      `the exports held ${lines.join(', ')} rows, not ${n(CLIENTS)}`,
    );
    refuseUnless(times.length >= 20, `only ${times.length} health checks ran during the exports`);
    return {
      health: {
        value: percentile(times, 0.99),
        detail: `median ${median(times).toFixed(1)} ms over ${times.length} checks`,
      },
      rss: { value: peak, detail: `${EXPORTS} exports of ${n(CLIENTS)} clients each` },
    };
  } finally {
    await spawned.stop();
  }
}

// The spawned server runs dist-server/main.js: built from this tree first (a no-op when current).
beforeAll(() => ensureServerBuild(), 600_000);

it('measures the clients list at 100,000 clients on PostgreSQL', async () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url === '') {
    const reason = 'TEST_DATABASE_URL is not set (a PostgreSQL role that may create databases)';
    for (const id of ['page.points', 'page.location', 'search', 'healthz.export', 'export.rss'])
      part.refuse(id, reason);
    part.finish();
    return;
  }
  const programme = await listsProgramme(url, CLIENTS);
  try {
    await part.measure('page.points', () =>
      timeGets(programme, ['limit=7&sort=points&order=desc', 'limit=7&sort=points&order=asc']),
    );
    const atOne = LOCATIONS.map((location) => `limit=7&location=${encodeURIComponent(location)}`);
    await part.measure('page.location', () => timeGets(programme, atOne));
    // Three letters from inside each first name: about 1 client in 20 matches each.
    const searches = FIRST.map((name) => `limit=7&search=${name.slice(1, 4).toLowerCase()}`);
    await part.measure('search', () => timeGets(programme, searches));
    let measured: Awaited<ReturnType<typeof healthzWhileExporting>> | null = null;
    await part.measure('healthz.export', async () => {
      measured = await healthzWhileExporting(programme);
      return measured.health;
    });
    const rss = measured as Awaited<ReturnType<typeof healthzWhileExporting>> | null;
    if (rss) await part.measure('export.rss', async () => rss.rss);
    else part.refuse('export.rss', 'the exports did not run');
  } finally {
    await programme.close();
    part.finish();
  }
}, 1_200_000);
