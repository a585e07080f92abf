import { get } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend, type FakeBackend } from '../support/fake-backend';
import { startHost, type Host } from '../support/host';
import type { TestDatabase } from '../support/test-database';

describe('the host hands the core what arrived and writes out what it answers', () => {
  let database: TestDatabase;
  let backend: FakeBackend;
  let host: Host;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    backend = fakeBackend();
    host = await startHost(database.database, backend, { trustProxy: ['127.0.0.1'] });
    return () => host.app.close();
  });
  const last = () => backend.received.at(-1);

  it('registers every core route under /api/ and answers with the core status and body', async () => {
    const response = await host.app.inject({ method: 'GET', url: '/api/admin/view-client/LL100001' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      type: 'success',
      message: 'GET admin/view-client/:id',
      params: { id: 'LL100001' },
    });
  });

  it('parses a JSON body into an object', async () => {
    const response = await host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expect(last()?.body).toEqual({ kind: 'json', value: { email: 'a@b.c', password: 'x' } });
  });

  it.each([
    ['broken JSON', '{"email":', /JSON/],
    ['a JSON array', '[1,2]', /must be a JSON object/],
    ['a JSON string', '"hello"', /must be a JSON object/],
    ['a prototype-poisoning key', '{"__proto__":{"admin":true}}', /not valid JSON/],
    // Refused, never decoded with U+FFFD in the bytes' place (docs/api.md, "Refusals").
    ['a byte no UTF-8 text has', Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), /UTF-8/],
    ['a cut multi-byte character', Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]), /UTF-8/],
  ])('hands %s to the core as an invalid body, which it answers 400', async (_what, payload, reason) => {
    const response = await host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message: expect.stringMatching(reason) });
  });

  it('reads JSON that starts with a byte order mark as the JSON after it', async () => {
    const response = await host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"email":"café"}')]),
    });
    expect(response.statusCode).toBe(200);
    expect(last()?.body).toEqual({ kind: 'json', value: { email: 'café' } });
  });

  it('hands an empty body as none', async () => {
    await host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      headers: { 'content-type': 'application/json' },
    });
    expect(last()?.body).toEqual({ kind: 'none' });
    await host.app.inject({ method: 'POST', url: '/api/admin/email-login' });
    expect(last()?.body).toEqual({ kind: 'none' });
  });

  it('reads query values as text, repeated keys comma-joined, absent ones empty', async () => {
    const response = await host.app.inject({
      method: 'GET',
      url: '/api/retrieve/admin/view-clients?search=%25o%27neil&location=Oakville&location=Mississauga',
    });
    expect(response.json()).toMatchObject({ search: "%o'neil", location: 'Oakville,Mississauga' });
    expect(last()?.query('fromDate')).toBe('');
  });

  it('decodes path parameters', async () => {
    await host.app.inject({ method: 'GET', url: '/api/admin/view-client/LL%20100%2F1' });
    expect(last()?.params).toEqual({ id: 'LL 100/1' });
  });

  it('passes the bearer token and the client IP (through the trusted proxy)', async () => {
    await host.app.inject({
      method: 'GET',
      url: '/api/retrieve/admin/view-clients',
      headers: { authorization: 'Bearer abc.def.ghi', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(last()).toMatchObject({ bearer: 'abc.def.ghi', ip: '203.0.113.7' });
    await host.app.inject({
      method: 'GET',
      url: '/api/retrieve/admin/view-clients',
      headers: { authorization: 'Basic x' },
    });
    expect(last()?.bearer).toBeNull();
  });

  it('answers an unknown API route with a JSON 404 like the demo, never the console page', async () => {
    for (const [method, url, message] of [
      ['GET', '/api/admin/nothing?x=1', 'No API route for GET admin/nothing.'],
      ['DELETE', '/api/admin/view-client/LL1', 'No API route for DELETE admin/view-client/LL1.'],
      ['PUT', '/api/admin/email-login', 'No API route for PUT admin/email-login.'],
    ] as const) {
      const response = await host.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'error', message });
    }
  });

  it('refuses a JSON body over 1 MB with 413 and a message', async () => {
    const response = await host.app.inject({
      method: 'PUT',
      url: '/api/admin/view-client/notes/LL100001',
      payload: { notes: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'The request is too large: the limit is 1 MB.',
    });
    expect(backend.received).toHaveLength(0);
  });

  it('refuses a body of another type with 415 and a message', async () => {
    const response = await host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Send JSON (Content-Type: application/json) or a multipart form.',
    });
  });

  it.each([
    ['a query value', { method: 'GET' as const, url: '/api/retrieve/admin/view-clients?search=a%00b' }],
    ['a path parameter', { method: 'GET' as const, url: '/api/admin/view-client/LL%00' }],
    [
      'a JSON string',
      { method: 'POST' as const, url: '/api/admin/email-login', payload: { email: { deep: ['a\u0000'] } } },
    ],
  ])('refuses U+0000 in %s with 400, which PostgreSQL text cannot hold', async (_where, request) => {
    const response = await host.app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message: 'Text cannot contain the character U+0000.' });
  });

  it('answers a fault with a generic 500 and keeps the details in the log', async () => {
    const response = await host.app.inject({ method: 'POST', url: '/api/admin/fault', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'The server ran into a problem. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(host.logs.join('\n')).toContain('hunter2');
  });

  it('tells browsers and proxies not to keep API answers', async () => {
    const response = await host.app.inject({ method: 'GET', url: '/api/admin/view-client/LL1' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('writes a download out piece by piece with the headers the core gave', async () => {
    const response = await host.app.inject({ method: 'GET', url: '/api/admin/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-export-truncated']).toBe('false');
    expect(response.body).toBe('\uFEFFa,b\r\n1,2\r\n3,4\r\n');
  });

  it('never ends a download cleanly when a piece fails midway: the connection is cut', async () => {
    const outcome = async (query: string) => {
      await host.app.listen({ port: 0, host: '127.0.0.1' });
      const address = host.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return new Promise<string>((resolve) => {
        get(`http://127.0.0.1:${port}/api/admin/download${query}`, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => resolve(response.complete ? 'whole' : 'cut'));
          response.on('error', () => resolve('cut'));
        }).on('error', () => resolve('cut'));
      });
    };
    expect(await outcome('?fail=1')).toBe('cut');
    expect(host.logs.join('\n')).toMatch(/the store went away/);
  });

  it('ends a download that did not fail as a whole response over a real connection', async () => {
    await host.app.listen({ port: 0, host: '127.0.0.1' });
    const address = host.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const state = await new Promise<string>((resolve) => {
      get(`http://127.0.0.1:${port}/api/admin/download`, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.complete ? 'whole' : 'cut'));
      }).on('error', () => resolve('cut'));
    });
    expect(state).toBe('whole');
  });

  /** A route's hooks by kind, as Fastify prints them (printRoutes with its hooks). */
  const hooksOf = (method: string, url: string): Record<string, number> => {
    const lines = host.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const start = lines.findIndex((line) => line.includes(`${url} (${method}`));
    expect(start).toBeGreaterThan(-1);
    const hooks: Record<string, number> = {};
    for (const line of lines.slice(start + 1)) {
      const hook = /• \((\w+)\) \[(.*)\]/.exec(line);
      if (!hook) break;
      hooks[hook[1] ?? ''] = (hook[2] ?? '').split(',').length;
    }
    return hooks;
  };

  it('runs a GET, whose body Fastify never reads, without the body parsers’ and decompression’s hooks', () => {
    // The two every answer needs: the security headers and the body time limit (which lets a GET pass).
    expect(hooksOf('GET', '/api/admin/view-client/:id')).toEqual({ onRequest: 2 });
    // A list is compressed: compression's own two hooks.
    expect(hooksOf('GET', '/api/retrieve/admin/view-clients')).toEqual({ onRequest: 3, onSend: 1 });
    expect(hooksOf('PUT', '/api/admin/view-client/notes/:id')).toMatchObject({
      preParsing: 1,
      onResponse: 1,
    });
  });

  it('still answers a GET sent with a form body, which it never reads, and still reads a PUT’s form', async () => {
    const form = {
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    };
    const read = await host.app.inject({ method: 'GET', url: '/api/admin/view-client/LL1', ...form });
    expect([read.statusCode, last()?.body]).toEqual([200, { kind: 'none' }]);
    const written = await host.app.inject({
      method: 'PUT',
      url: '/api/admin/view-client/notes/LL1',
      ...form,
    });
    expect([written.statusCode, last()?.body]).toEqual([
      200,
      { kind: 'form', files: [], fields: { note: 'hi' } },
    ]);
    const unknown = await host.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, expect.objectContaining({ type: 'error' })]);
  });
});
