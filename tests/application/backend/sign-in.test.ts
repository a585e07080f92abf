import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '../../../src/adapters/mirage/demo-credentials';
import { NO_BROADCAST_FILTERS, refusal, startBackend, type Backend } from './harness';

let backend: Backend;
beforeEach(() => {
  backend = startBackend();
});
afterEach(() => {
  backend.server.shutdown();
  vi.useRealTimers();
});

const DEMO = { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password };

describe('signing in against the fake backend', () => {
  it('a right password and code give tokens that open admin calls', async () => {
    const tokens = await backend.signIn();
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    await expect(backend.broadcasts.list(NO_BROADCAST_FILTERS)).resolves.toMatchObject({
      total: expect.any(Number),
    });
  });

  it('a wrong password and an unknown email are refused alike with 401', async () => {
    const wrongPassword = await refusal(backend.auth.requestLoginCode({ ...DEMO, password: 'Nope@1234' }));
    const unknownEmail = await refusal(backend.auth.requestLoginCode({ ...DEMO, email: 'who@example.com' }));
    expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
    expect(wrongPassword.message).toBe(unknownEmail.message);
  });

  it('the code is compared as a number: 0123 arrives as 123 and is wrong', async () => {
    const { adminId } = await backend.auth.requestLoginCode(DEMO);
    const error = await refusal(
      backend.auth.verifyLoginCode({ adminId, otp: Number('0123'), rememberMe: false }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid OTP, please try again');
  });

  it('a code expires after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    const { adminId } = await backend.auth.requestLoginCode(DEMO);
    vi.setSystemTime(new Date('2026-11-22T09:10:01Z'));
    expect(
      (await refusal(backend.auth.verifyLoginCode({ adminId, otp: 1234, rememberMe: false }))).message,
    ).toMatch(/expired/);
  });

  it('5 wrong codes lock the attempt with a clear message; a resent code starts a new attempt', async () => {
    const { adminId } = await backend.auth.requestLoginCode(DEMO);
    for (let i = 0; i < 4; i += 1)
      await refusal(backend.auth.verifyLoginCode({ adminId, otp: 9999, rememberMe: false }));
    const fifth = await refusal(backend.auth.verifyLoginCode({ adminId, otp: 9999, rememberMe: false }));
    expect(fifth.status).toBe(429);
    expect(fifth.message).toMatch(/Too many wrong codes/);
    expect(
      (await refusal(backend.auth.verifyLoginCode({ adminId, otp: 1234, rememberMe: false }))).status,
    ).toBe(429);
    await backend.auth.requestLoginCode(DEMO);
    await expect(
      backend.auth.verifyLoginCode({ adminId, otp: 1234, rememberMe: false }),
    ).resolves.toMatchObject({ adminId });
  });

  it('a code works once', async () => {
    const { adminId } = await backend.auth.requestLoginCode(DEMO);
    await backend.auth.verifyLoginCode({ adminId, otp: 1234, rememberMe: true });
    expect(
      (await refusal(backend.auth.verifyLoginCode({ adminId, otp: 1234, rememberMe: true }))).status,
    ).toBe(400);
  });

  it('an admin call without a token is refused with 401', async () => {
    expect((await refusal(backend.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
  });

  it('an expired token is refused and the session-expired event is raised', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    await backend.signIn();
    vi.setSystemTime(new Date('2026-11-22T10:00:01Z'));
    const error = await refusal(backend.broadcasts.list(NO_BROADCAST_FILTERS));
    expect(error.status).toBe(401);
    expect(backend.expiredSessions()).toBe(1);
  });

  it('a token the server did not issue is refused', async () => {
    backend.session.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';
    expect((await refusal(backend.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
  });

  it('a vendor verified through verify-email-otp gets tokens that every admin call refuses with 403', async () => {
    const { adminId } = await backend.registration.register({
      name: 'Glow Salon',
      email: 'hi@glow.example',
      location: 'Canada',
    });
    // The same wire call as the vendor's code screen (verify-email-otp), read through the port that keeps the tokens.
    const { accessToken } = await backend.auth.verifyLoginCode({ adminId, otp: 1234, rememberMe: false });
    backend.session.token = accessToken;
    expect((await refusal(backend.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(403);
    expect((await refusal(backend.clients.get('LL100001'))).status).toBe(403);
    expect(backend.expiredSessions()).toBe(0);
  });
});
