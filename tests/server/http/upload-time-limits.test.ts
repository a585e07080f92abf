/**
 * The import's upload is judged by its progress, every other body by a wall clock (docs/api.md, "Time
 * limits"), with short limits injected: an upload trickling in past the wall clock succeeds; one that stops
 * sending is refused 408 with a message and writes nothing; a JSON body past the wall clock is refused 408.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInOverWire } from '../../application/backend/support/wire';
import { HEADER, goodRows } from '../../application/backend/support/import-files';
import { pgliteDataFolder, type DataFolder } from '../support/pglite-folder';
import { startTestServer, type TestServer } from '../support/test-server';

const WALL_MS = 800;
const IDLE_MS = 500;
const BOUNDARY = 'loyalloop-upload-test';

let folder: DataFolder | null = null;
let server: TestServer | null = null;
let token = '';

beforeAll(async () => {
  folder = pgliteDataFolder();
  server = await startTestServer({
    ...folder.env,
    REQUEST_TIME_LIMIT_MS: String(WALL_MS),
    UPLOAD_IDLE_MS: String(IDLE_MS),
  });
  token = (await signInOverWire({ apiBase: `${server.origin}/api/`, mailer: server.mailer })).token;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await folder?.dispose();
});

const origin = (): URL => new URL(server?.origin ?? 'http://127.0.0.1:1');

/**
 * Sends a request's head at once and its body in `pieces`, `gapMs` apart (a slow link), then stops (a stall
 * when the pieces are fewer than the body); answers the status and body text the server wrote.
 */
function trickle(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  pieces: number,
  gapMs: number,
  send = pieces,
): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin().port), origin().hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer.slice(answer.indexOf('\r\n\r\n') + 4), ms: Date.now() - started });
    });
    const head = Object.entries({ ...headers, 'content-length': String(body.length), connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\nhost: ${origin().host}\r\n${head}\r\n`);
    const size = Math.ceil(body.length / pieces);
    for (let i = 0; i < send; i += 1)
      setTimeout(() => socket.write(body.subarray(i * size, (i + 1) * size)), i * gapMs);
  });
}

const form = (csv: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`,
  );

const upload = (csv: string, pieces: number, gapMs: number, send = pieces) =>
  trickle(
    '/api/admin/clients/import',
    { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    form(csv),
    pieces,
    gapMs,
    send,
  );

async function clientCount(): Promise<number> {
  const response = await fetch(`${server?.origin ?? ''}/api/retrieve/admin/view-clients?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { total } = (await response.json()) as { total: number };
  return total;
}

it('an upload that keeps sending is never cut off by the wall clock, however long it takes', async () => {
  const before = await clientCount();
  const reply = await upload([HEADER, ...goodRows(40)].join('\n'), 8, 250);
  expect(reply.ms).toBeGreaterThan(WALL_MS + 500);
  expect(reply.status, reply.text).toBe(200);
  expect(JSON.parse(reply.text)).toMatchObject({ import: { added: 40 } });
  expect(await clientCount()).toBe(before + 40);
}, 30_000);

it('an upload that stops sending is refused 408 with a message, and nothing of it is written', async () => {
  const before = await clientCount();
  const reply = await upload([HEADER, ...goodRows(40, 1000)].join('\n'), 8, 50, 3);
  expect(reply.status, reply.text).toBe(408);
  expect(JSON.parse(reply.text)).toEqual({
    type: 'error',
    message: `The upload stopped: no part of the file arrived for 0.5 seconds. Nothing was imported; try again.`,
  });
  expect(await clientCount()).toBe(before);
}, 30_000);

it('any other body still has the wall clock: a JSON body trickling past it is refused 408', async () => {
  const body = Buffer.from(JSON.stringify({ notes: 'x'.repeat(200) }));
  const reply = await trickle(
    '/api/admin/view-client/notes/LL100001',
    { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
    8,
    250,
  );
  expect(reply.status, reply.text).toBe(408);
  expect(JSON.parse(reply.text)).toEqual({ type: 'error', message: 'The request took too long to arrive.' });
}, 30_000);
