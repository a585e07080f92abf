import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../support/each-database';
import { fakeBackend } from '../support/fake-backend';
import { startHost, type Host } from '../support/host';
import { emptyDatabase } from '../support/empty-database';

const signIn = (host: Host, ip = '198.51.100.1') =>
  host.app.inject({
    method: 'POST',
    url: '/api/admin/email-login',
    payload: { email: 'admin@loyalloop.demo', password: 'wrong' },
    headers: { 'x-forwarded-for': ip },
  });

describeOnEachDatabase(
  'rate limits on the sign-in, code, reset, registration and refresh calls',
  (current) => {
    let now: number;
    const hosts: Host[] = [];
    const host = async (): Promise<Host> => {
      const started = await startHost(current().database, fakeBackend(), {
        rateLimitPerMinute: 3,
        trustProxy: ['127.0.0.1'],
        now: () => now,
      });
      hosts.push(started);
      return started;
    };
    beforeEach(async () => {
      now = Date.parse('2026-11-23T10:00:00.000Z');
      await emptyDatabase(current().database);
    });
    afterEach(async () => {
      await Promise.all(hosts.splice(0).map((h) => h.app.close()));
    });

    it('answers 429 with a message past the limit, per client IP', async () => {
      const server = await host();
      for (let i = 0; i < 3; i += 1) expect((await signIn(server)).statusCode).toBe(200);
      const refused = await signIn(server);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        type: 'error',
        message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
      });
      expect((await signIn(server, '198.51.100.2')).statusCode).toBe(200);
    });

    it('counts each call on its own, and leaves other calls alone', async () => {
      const server = await host();
      for (let i = 0; i < 4; i += 1) await signIn(server);
      const code = await server.app.inject({
        method: 'POST',
        url: '/api/admin/verify-email-otp',
        payload: {},
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(code.statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        const list = await server.app.inject({
          method: 'GET',
          url: '/api/retrieve/admin/view-clients',
          headers: { 'x-forwarded-for': '198.51.100.1' },
        });
        expect(list.statusCode).toBe(200);
      }
    });

    it('opens a new window once the minute has passed', async () => {
      const server = await host();
      for (let i = 0; i < 4; i += 1) await signIn(server);
      now += 60_000;
      expect((await signIn(server)).statusCode).toBe(200);
    });

    it('warns at start about a limited call the core has no route for, so a renamed call is noticed', async () => {
      const server = await host();
      const warning = server.logs.find((line) =>
        line.includes('Rate limits for calls the core does not have'),
      );
      expect(warning).toContain('POST admin/refresh-token');
      expect(warning).not.toContain('POST admin/email-login');
    });

    it('counts together on several servers sharing the database', async () => {
      const [first, second] = [await host(), await host()];
      await signIn(first);
      await signIn(second);
      await signIn(first);
      expect((await signIn(second)).statusCode).toBe(429);
    });
  },
);
