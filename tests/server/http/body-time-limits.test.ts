/**
 * The body's wall clock (docs/api.md, "Time limits") ends with the request however it ends. An injected
 * request answered before its body is read left it running: it fired later, in another test file of the same
 * process, on inject's socket. A real body still trickling when the answer goes out closes with the answer;
 * a JSON body trickling past the clock is still refused 408.
 */
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { answerClientError } from '../../../server/http/client-errors';
import { bodyTimeLimits } from '../../../server/http/plugins/body-time-limits';

const LIMIT_MS = 1500;
let app: FastifyInstance;

beforeEach(async () => {
  app = Fastify({ requestTimeout: 0, clientErrorHandler: answerClientError });
  bodyTimeLimits(app, { requestMs: LIMIT_MS, uploadIdleMs: LIMIT_MS });
  // JSON and text are parsed: an XML body is refused 415 before a byte of it is read.
  app.post('/notes', async (request) => ({ got: request.body }));
  await app.ready();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

/** Resolves once the answer's close (a tick after it finished) has run its listeners. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

it('an injected request answered before its body is read leaves no clock running', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const refused = await app.inject({
    method: 'POST',
    url: '/notes',
    headers: { 'content-type': 'application/xml' },
    payload: '<notes/>',
  });
  expect(refused.statusCode).toBe(415);
  await settled();
  expect(vi.getTimerCount()).toBe(0);
  // Left running, it would answer 408 on inject's socket, which has no destroy(): an uncaught TypeError.
  expect(() => vi.advanceTimersByTime(LIMIT_MS * 2)).not.toThrow();
});

/**
 * Writes a request's head and the first bytes of a longer body, then one more byte every `gapMs` for
 * `forMs`; answers what came back, and how long after the head the server closed the connection.
 */
async function trickle(
  type: string,
  gapMs: number,
  forMs: number,
): Promise<{ answer: string; closedMs: number }> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { hostname, port } = new URL(address);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const pump = setInterval(() => {
      if (Date.now() - started > forMs) socket.end();
      else if (socket.writable) socket.write(' ');
    }, gapMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(pump);
      resolve({ answer, closedMs: Date.now() - started });
    });
    socket.write(
      `POST /notes HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: ${type}\r\ncontent-length: 1000\r\n\r\n{"notes":`,
    );
  });
}

it('a body still trickling after its answer stays on the clock: the connection ends at the limit', async () => {
  const { answer, closedMs } = await trickle('application/xml', 100, LIMIT_MS * 3);
  expect(answer).toMatch(/^HTTP\/1\.1 415 /);
  // Off the clock at the answer, the trickle would hold the connection until it stopped (LIMIT_MS * 3).
  expect(closedMs).toBeGreaterThanOrEqual(LIMIT_MS);
  expect(closedMs).toBeLessThan(LIMIT_MS * 2.5);
}, 20_000);

it('a JSON body still trickling past the clock is refused 408', async () => {
  const { answer, closedMs } = await trickle('application/json', 100, LIMIT_MS * 3);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toContain('"message":"The request took too long to arrive."');
  expect(closedMs).toBeGreaterThanOrEqual(LIMIT_MS);
  expect(closedMs).toBeLessThan(LIMIT_MS * 3);
}, 20_000);
