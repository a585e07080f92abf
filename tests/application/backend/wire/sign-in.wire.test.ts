import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoServerHandle } from '../../../src/adapters/mirage';
import { DEMO_CREDENTIALS } from '../../../src/adapters/mirage/demo-credentials';
import { call, startTestServer } from './support';

let server: DemoServerHandle;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => {
  server.shutdown();
  vi.useRealTimers();
});

const login = (email: string, password: string) =>
  call('POST', 'admin/email-login', { body: { email, password } });
const verify = (adminId: unknown, otp: unknown) =>
  call('POST', 'admin/verify-email-otp', { body: { adminId, otp, rememberMe: true } });

describe('sign-in', () => {
  it('answers the admin id for the right email and password, with type and message', async () => {
    const reply = await login('ADMIN@loyalloop.demo', DEMO_CREDENTIALS.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 'success',
      adminId: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const wrongPassword = await login(DEMO_CREDENTIALS.email, 'Wrong@1234');
    const unknownEmail = await login('nobody@loyalloop.demo', DEMO_CREDENTIALS.password);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.type).toBe('error');
  });

  it('refuses a missing password with 400', async () => {
    expect((await login(DEMO_CREDENTIALS.email, '')).status).toBe(400);
  });

  it('verifies the code as a number and answers JWT-shaped tokens that expire in an hour', async () => {
    const { body } = await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const reply = await verify(body.adminId, 1234);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ type: 'success', adminId: body.adminId });
    const [header, payload, signature] = String(reply.body.accessToken).split('.');
    expect(header && signature).toBeTruthy();
    const claims = JSON.parse(atob(String(payload).replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(3600);
    expect(String(reply.body.refreshToken).split('.')).toHaveLength(3);
  });

  it('treats 0123 (sent as 123) as a wrong code', async () => {
    const { body } = await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const reply = await verify(body.adminId, 123);
    expect(reply).toEqual({ status: 400, body: { type: 'error', message: 'Invalid OTP, please try again' } });
  });

  it('accepts a code only once', async () => {
    const { body } = await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    expect((await verify(body.adminId, 1234)).status).toBe(200);
    expect((await verify(body.adminId, 1234)).status).toBe(400);
  });

  it('refuses a code after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const { body } = await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    vi.setSystemTime(new Date('2026-11-22T10:10:00Z'));
    const reply = await verify(body.adminId, 1234);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/expired/);
  });

  it('locks the attempt after 5 wrong codes, even for the right code, until a new code is sent', async () => {
    const { body } = await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await verify(body.adminId, 1111)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await verify(body.adminId, 1234);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many wrong codes/);
    await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password); // the resend
    expect((await verify(body.adminId, 1234)).status).toBe(200);
  });
});
