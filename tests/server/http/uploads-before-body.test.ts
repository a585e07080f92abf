/**
 * docs/security.md, "Uploads": an upload route judges the token before it reads a byte of the form, no route
 * is exempt from the body's wall clock, and a form the parser cannot read is the client's 4xx, never a 500.
 * Raw sockets: what a hostile client really sends, a head and a part of a body, then nothing.
 */
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverWire } from '../../application/backend/support/wire';
import { pgliteDataFolder, type DataFolder } from '../support/pglite-folder';
import { startTestServer, type TestServer } from '../support/test-server';

const WALL_MS = 1500;
const BOUNDARY = 'loyalloop-before-body';
const IMPORT = '/api/admin/clients/import';
const PREAMBLE = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`;

let folder: DataFolder | null = null;
let server: TestServer | null = null;
let token = '';
let photo = '';

beforeAll(async () => {
  folder = pgliteDataFolder();
  server = await startTestServer({ ...folder.env, REQUEST_TIME_LIMIT_MS: String(WALL_MS) });
  const signedIn = await signInOverWire({ apiBase: `${server.origin}/api/`, mailer: server.mailer });
  token = signedIn.token;
  photo = `/api/admin/profile/${signedIn.adminId}/image`;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await folder?.dispose();
});

interface Exchange {
  status: number;
  text: string;
  /** From the head's sending to the answer's first bytes. */
  ms: number;
}

/** Writes the head and `body` (a Content-Length of `declared`), sends nothing more, and reads the answer. */
function exchange(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  declared = body.length,
): Promise<Exchange> {
  const { hostname, port } = new URL(server?.origin ?? 'http://127.0.0.1:1');
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let firstAt = 0;
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer.slice(answer.indexOf('\r\n\r\n') + 4), ms: firstAt - started });
    };
    socket.on('data', (chunk: Buffer) => {
      firstAt ||= Date.now();
      answer += chunk.toString();
      // One answer is all there is to read: a whole JSON body.
      if (/\r\n\r\n\{.*\}$/s.test(answer)) {
        socket.destroy();
        done();
      }
    });
    socket.on('error', reject);
    socket.on('close', done);
    const head = Object.entries({ ...headers, 'content-length': String(declared) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: ${hostname}\r\n${head}\r\n`);
    socket.write(body);
  });
}

const FORM_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const form = (name: string, content: string, type: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f"\r\n` +
      `Content-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  );

describe('uploads are judged before their body', { timeout: 30_000 }, () => {
  it.each([
    ['POST', 'the import', () => IMPORT],
    ['PUT', 'a photo', () => photo],
  ])(
    '%s to %s: a form preamble with no token is answered 401 within a second',
    async (method, _what, path) => {
      const reply = await exchange(method, path(), FORM_TYPE, Buffer.from(PREAMBLE), 100_000);
      expect(reply.status, reply.text).toBe(401);
      expect(reply.ms).toBeLessThan(1000);
      expect(JSON.parse(reply.text)).toEqual({
        type: 'error',
        message: 'Your session is not valid. Please log in again.',
      });
    },
  );

  it('a forged token is refused the same way, before the form is read', async () => {
    const headers = { ...FORM_TYPE, authorization: 'Bearer not.a.token' };
    const reply = await exchange('POST', IMPORT, headers, Buffer.from(PREAMBLE), 100_000);
    expect(reply.status, reply.text).toBe(401);
    expect(reply.ms).toBeLessThan(1000);
  });

  it.each([
    ['POST', 'the import', () => IMPORT, form('file', 'name,email\nAna,ana@example.com', 'text/csv')],
    ['PUT', 'a photo', () => photo, form('image', 'GIF89a', 'image/gif')],
  ])('%s to %s: a gzip form is answered 415 with a message', async (method, _what, path, body) => {
    const headers = { ...FORM_TYPE, authorization: `Bearer ${token}`, 'content-encoding': 'gzip' };
    const reply = await exchange(method, path(), headers, gzipSync(body));
    expect(reply.status, reply.text).toBe(415);
    expect(JSON.parse(reply.text)).toEqual({
      type: 'error',
      message: 'A form upload cannot be compressed: send it without Content-Encoding.',
    });
  });

  it.each([
    ['POST', 'the import', () => IMPORT],
    ['PUT', 'a photo', () => photo],
  ])('%s to %s: a form without a boundary is answered 400 with a message', async (method, _what, path) => {
    const headers = { 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` };
    const reply = await exchange(method, path(), headers, Buffer.from('hello'));
    expect(reply.status, reply.text).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({
      type: 'error',
      message: 'The form could not be read: it is cut short or has no boundary.',
    });
  });

  it("no route is exempt from the wall clock: the import's preamble that never ends is answered 408", async () => {
    const headers = { ...FORM_TYPE, authorization: `Bearer ${token}` };
    const reply = await exchange(
      'POST',
      IMPORT,
      headers,
      Buffer.from(`--${BOUNDARY}\r\nContent-Dis`),
      100_000,
    );
    expect(reply.status, reply.text).toBe(408);
    expect(reply.ms).toBeGreaterThanOrEqual(WALL_MS - 50);
    expect(reply.ms).toBeLessThan(WALL_MS + 3000);
  });
});
