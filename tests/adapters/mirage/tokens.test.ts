import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DemoServerHandle } from '../../../src/adapters/mirage';
import { call, signIn, startTestServer } from './support';

let server: DemoServerHandle;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

it('keeps a token valid across a restart and a reset (its session is saved with the demo data)', async () => {
  server.shutdown();
  localStorage.clear();
  server = startTestServer({ persist: true });
  const { token } = await signIn();
  server.reset();
  server.shutdown();
  server = startTestServer({ persist: true });
  expect((await call('GET', 'admin/broadcasts', { token })).status).toBe(200);
});

it('keeps a refresh token usable across "Reset demo data": the admin stays signed in', async () => {
  const login = await call('POST', 'admin/email-login', {
    body: { email: 'admin@loyalloop.demo', password: 'Demo@1234' },
  });
  const verified = await call('POST', 'admin/verify-email-otp', {
    body: { adminId: login.body.adminId, attemptId: login.body.attemptId, otp: 1234 },
  });
  server.reset();
  const refreshed = await call('POST', 'admin/refresh-token', {
    body: { refreshToken: verified.body.refreshToken },
  });
  expect(refreshed.status).toBe(200);
});
