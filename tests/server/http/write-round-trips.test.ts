/**
 * What one write costs on PostgreSQL, counted at the driver (every query a pooled connection sends is one
 * round trip): add points is the session read and the one-statement booking, one durable commit; with an
 * Idempotency-Key the same two, the key's claim and what it keeps inside that one statement; an enrolment
 * is one statement the same way. A change that starts sending more (a statement split in two, a read before
 * the write, a transaction of its own) fails here (docs/performance.md, "Writes").
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  signInOverWire,
  wireTo,
  wireWithHeadersTo,
  type Call,
  type Reply,
} from '../../application/backend/support/wire';
import { demoDatabase } from '../support/process-pair';
import { describePostgresLeg } from '../support/postgres-leg';
import { startTestServer, type TestServer } from '../support/test-server';
import type { TestDatabase } from '../support/test-database';

/** The first word of each statement sent, in order: `select`, `begin`, `insert`, `with`, … */
async function sent(work: () => Promise<Reply>): Promise<{ reply: Reply; words: string[] }> {
  const words: string[] = [];
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]): unknown {
    const [first] = args;
    const text = typeof first === 'string' ? first : String(Reflect.get(Object(first), 'text') ?? '');
    words.push(text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '');
    return Reflect.apply(original, this, args);
  };
  pg.Client.prototype.query = counting as typeof original;
  try {
    return { reply: await work(), words };
  } finally {
    pg.Client.prototype.query = original;
  }
}

describePostgresLeg('round trips of a write on PostgreSQL', (url) => {
  let database: TestDatabase | null = null;
  let server: TestServer | null = null;
  let call: Call = () => Promise.reject(new Error('the server is not started'));
  let token = '';
  beforeAll(async () => {
    const demo = await demoDatabase(url);
    database = demo.database;
    server = await startTestServer(demo.env);
    const harness = { apiBase: `${server.origin}/api/`, mailer: server.mailer };
    call = wireTo(harness);
    token = (await signInOverWire(harness)).token;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const add = (key?: string) =>
    call('POST', 'admin/view-client/addpoints/LL100032', {
      token,
      body: { points: 1, pointsReason: 'Counted' },
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });
  const enrol = (email: string, key?: string, points = 0) =>
    call('POST', 'admin/clients', {
      token,
      body: { name: 'Counted Client', email, location: 'Oakville', points },
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });
  const ONE_STATEMENT = ['select', 'with'];
  /**
   * A booking or an enrolment that names a location reads the business's locations first, to judge it
   * (docs/product.md §10.29): one small read more, named in docs/performance.md, "Writes", with its cut.
   */
  const LOCATED = ['select', 'select', 'with'];

  it('add points: the session read, the locations read and one statement, no transaction', async () => {
    const { reply, words } = await sent(() => add());
    expect(reply.status).toBe(200);
    expect(words).toEqual(LOCATED);
  });

  it('add points with an Idempotency-Key: the claim, the booking and what the key keeps in one statement', async () => {
    const { reply, words } = await sent(() => add('counted-add'));
    expect(reply.status).toBe(200);
    expect(words).toEqual(LOCATED);
    // The replay finds the key in the same statement, writes nothing, and answers the same.
    const again = await sent(() => add('counted-add'));
    expect(again.reply).toEqual(reply);
    expect(again.words).toEqual(LOCATED);
  });

  it('block, unblock and notes with an Idempotency-Key: one statement each, a replay the same answer', async () => {
    const changes = [
      ['PUT', 'update/admin/view-client/LL100032/status', { blockStatus: 'Blocked', blockReason: 'Counted' }],
      ['PUT', 'update/admin/view-client/LL100032/status', { blockStatus: 'Active', blockReason: 'Counted' }],
      ['PUT', 'admin/view-client/notes/LL100032', { notes: 'Counted notes' }],
    ] as const;
    for (const [i, [verb, path, body]] of changes.entries()) {
      const change = () => call(verb, path, { token, body, headers: { 'Idempotency-Key': `counted-${i}` } });
      const { reply, words } = await sent(change);
      expect(reply.status).toBe(200);
      expect(words).toEqual(ONE_STATEMENT);
      const again = await sent(change);
      expect(again.reply).toEqual(reply);
      expect(again.words).toEqual(ONE_STATEMENT);
    }
  });

  it('notes with If-Match: the session read, then the lock, the check and the change in one transaction', async () => {
    const read = await wireWithHeadersTo({ apiBase: `${server?.origin ?? ''}/api/` })(
      'GET',
      'admin/view-client/LL100032',
      { token },
    );
    const ifMatch = read.headers.get('etag') ?? '';
    const { reply, words } = await sent(() =>
      call('PUT', 'admin/view-client/notes/LL100032', {
        token,
        body: { notes: 'Counted with a version' },
        headers: { 'If-Match': ifMatch },
      }),
    );
    expect(reply.status).toBe(200);
    expect(words).toEqual(['select', 'begin', 'select', 'with', 'commit']);
  });

  it('enrol: the session read, the locations read and one statement, with or without opening points', async () => {
    for (const [email, points] of [
      ['counted.one@example.com', 0],
      ['counted.two@example.com', 25],
    ] as const) {
      const { reply, words } = await sent(() => enrol(email, undefined, points));
      expect(reply.status).toBe(201);
      expect(words).toEqual(LOCATED);
    }
  });

  it('enrol with an Idempotency-Key: the claim, the enrolment and what the key keeps in one statement', async () => {
    const { reply, words } = await sent(() => enrol('counted.three@example.com', 'counted-enrol', 10));
    expect(reply.status).toBe(201);
    expect(words).toEqual(LOCATED);
    // The replay answers the first answer, the same new id and join date, and enrols no one.
    const again = await sent(() => enrol('counted.three@example.com', 'counted-enrol', 10));
    expect(again.reply).toEqual(reply);
    expect(again.words).toEqual(LOCATED);
  });

  it('an email already enrolled is answered from the same one statement', async () => {
    const { reply, words } = await sent(() => enrol('COUNTED.one@example.com '));
    expect(reply.status).toBe(409);
    expect(words).toEqual(LOCATED);
  });
});
