/**
 * SIGKILL under a load of changes, then a restart: every change the server answered 2xx is there, the ledger
 * still adds up, and on the embedded database the killed process's lock on the data folder is taken over.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../../server/db/data-dir-lock';
import { asRecords } from '../../application/backend/support/wire';
import { pgliteDataFolder } from '../support/pglite-folder';
import { describePostgresLeg } from '../support/postgres-leg';
import { callTo, demoDatabase, signInAcross } from '../support/process-pair';
import { startServer, type ServerProcess } from '../support/server-process';

const CLIENTS = ['LL100050', 'LL100051', 'LL100052'];
const NOTES_CLIENT = 'LL100053';
const WORKERS = 6;
/** Answered changes before the kill: enough that requests are surely in flight when it lands. */
const BEFORE_KILL = 60;

interface Answered {
  adds: { clientId: string; reason: string }[];
  broadcasts: string[];
  /** The notes saves answered, in order (one worker saves them one after another). */
  notes: number[];
}

/** Workers send changes until the process is killed; answers to 2xx are recorded, anything else fails. */
async function loadUntilKilled(server: ServerProcess): Promise<Answered> {
  const { token, adminId } = await signInAcross(server);
  const call = callTo(server);
  const answered: Answered = { adds: [], broadcasts: [], notes: [] };
  const done = () => answered.adds.length + answered.broadcasts.length + answered.notes.length;
  let killed = false;
  let sent = 0;
  const change = async (worker: number): Promise<void> => {
    const n = (sent += 1);
    if (worker === 0) {
      const reply = await call('PUT', `admin/view-client/notes/${NOTES_CLIENT}`, {
        token,
        body: { notes: `n${n}` },
      });
      if (reply.status !== 200) throw new Error(`notes ${n}: ${reply.status}`);
      answered.notes.push(n);
    } else if (worker === 1) {
      const description = `load broadcast ${n}`;
      const reply = await call('POST', 'admin/broadcast', { token, body: { message: description, adminId } });
      if (reply.status !== 201) throw new Error(`broadcast ${n}: ${reply.status}`);
      answered.broadcasts.push(description);
    } else {
      const clientId = CLIENTS[n % CLIENTS.length] ?? '';
      const reason = `load ${n}`;
      const body = { points: (n % 7) + 1, pointsReason: reason, adminId };
      const reply = await call('POST', `admin/view-client/addpoints/${clientId}`, { token, body });
      if (reply.status !== 200) throw new Error(`add ${n}: ${reply.status}`);
      answered.adds.push({ clientId, reason });
    }
    if (done() >= BEFORE_KILL && !killed) {
      killed = true;
      server.child.kill('SIGKILL');
    }
  };
  const worker = async (index: number): Promise<void> => {
    while (!killed) {
      // Once the kill has landed, a refused connection or a lost answer is what was asked for.
      await change(index).catch((error: unknown) => {
        if (!killed) throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
  expect((await server.exited).signal).toBe('SIGKILL');
  // Every kind of change was answered before the kill, so the checks after the restart check something.
  expect(Math.min(answered.adds.length, answered.broadcasts.length, answered.notes.length)).toBeGreaterThan(
    0,
  );
  return answered;
}

interface Row {
  transactionId: string;
  type: string;
  transactionPoints: number;
  totalPoints: number;
  reasonOrService: string;
}

/** After the restart: each answered change is there, and each loaded client's ledger adds up row by row. */
async function expectEverythingAnswered(server: ServerProcess, answered: Answered): Promise<void> {
  const { token } = await signInAcross(server);
  const call = callTo(server);
  for (const clientId of CLIENTS) {
    const reply = await call('GET', 'admin/points-transactions', { token, query: { search: clientId } });
    const rows = (asRecords(reply.body.transactions) as unknown as Row[]).sort((x, y) =>
      x.transactionId.localeCompare(y.transactionId),
    );
    const reasons = new Set(rows.map((row) => row.reasonOrService));
    const missing = answered.adds.filter((a) => a.clientId === clientId && !reasons.has(a.reason));
    expect(missing, `answered adds missing for ${clientId}`).toEqual([]);
    let running = 0;
    for (const row of rows) {
      running += row.type === 'add' ? row.transactionPoints : -row.transactionPoints;
      expect(row.totalPoints, `${clientId} ${row.transactionId}`).toBe(running);
    }
    const client = await call('GET', `admin/view-client/${clientId}`, { token });
    expect(client.body.points).toBe(running);
  }
  const broadcasts = await call('GET', 'admin/broadcasts', { token, query: { search: 'load broadcast' } });
  const sent = new Set(asRecords(broadcasts.body.broadcasts).map((b) => b.description));
  expect(answered.broadcasts.filter((b) => !sent.has(b))).toEqual([]);
  const notes = String((await call('GET', `admin/view-client/${NOTES_CLIENT}`, { token })).body.notes);
  // The last answered save, or one sent after it whose answer the kill took.
  expect(Number(notes.slice(1))).toBeGreaterThanOrEqual(answered.notes.at(-1) ?? 0);
}

describe('the built server on the embedded database, killed under load', () => {
  it('keeps every answered change, and the restarted server takes over the dead process’s lock', async () => {
    const folder = pgliteDataFolder();
    const { DATA_DIR } = folder.env;
    try {
      const first = await startServer({ DATA_DIR });
      const answered = await loadUntilKilled(first);
      expect(readFileSync(join(DATA_DIR, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

      const second = await startServer({ DATA_DIR });
      expect(readFileSync(join(DATA_DIR, LOCK_FILE), 'utf8').trim()).toBe(String(second.child.pid));
      await expectEverythingAnswered(second, answered);
      expect((await second.stop()).code).toBe(0);
    } finally {
      await folder.dispose();
    }
  }, 180_000);
});

describePostgresLeg('the built server on PostgreSQL, killed under load', (url) => {
  it('keeps every answered change', async () => {
    const { database, env } = await demoDatabase(url);
    try {
      const answered = await loadUntilKilled(await startServer(env));
      const second = await startServer(env);
      await expectEverythingAnswered(second, answered);
      expect((await second.stop()).code).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
