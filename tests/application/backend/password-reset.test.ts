import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../../src/adapters/mirage/demo-credentials';
import { MESSAGES } from '../../../src/domain/messages';
import { refusal, startBackend, type Backend } from './harness';

let backend: Backend;
beforeEach(() => {
  backend = startBackend();
});
afterEach(() => backend.server.shutdown());

describe('password reset against the fake backend', () => {
  it('answers a known and an unknown email the same way, so nobody learns which emails are admins', async () => {
    const known = await backend.auth.requestResetCode(DEMO_CREDENTIALS.email);
    const unknown = await backend.auth.requestResetCode('not-an-admin@example.com');
    expect(unknown.adminId).toMatch(/^[0-9a-f]{24}$/);
    expect(backend.toasts[0]).toEqual(backend.toasts[1]);
    expect(known.adminId).not.toBe(unknown.adminId);
  });

  it('the code verifies only for a real account', async () => {
    const unknown = await backend.auth.requestResetCode('not-an-admin@example.com');
    expect(
      (await refusal(backend.auth.verifyResetCode({ adminId: unknown.adminId, otp: 1234 }))).status,
    ).toBe(400);
  });

  it('the reset really changes the password: the old one is refused, the new one works', async () => {
    const { adminId } = await backend.auth.requestResetCode(DEMO_CREDENTIALS.email);
    const { resetToken } = await backend.auth.verifyResetCode({ adminId, otp: 1234 });
    await backend.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
    const old = await refusal(
      backend.auth.requestLoginCode({ email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password }),
    );
    expect(old.status).toBe(401);
    await expect(
      backend.auth.requestLoginCode({ email: DEMO_CREDENTIALS.email, password: 'Another#Pass1' }),
    ).resolves.toEqual({ adminId });
  });

  it('a reset code and a reset token each work once', async () => {
    const { adminId } = await backend.auth.requestResetCode(DEMO_CREDENTIALS.email);
    const { resetToken } = await backend.auth.verifyResetCode({ adminId, otp: 1234 });
    expect((await refusal(backend.auth.verifyResetCode({ adminId, otp: 1234 }))).status).toBe(400);
    await backend.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
    expect(
      (await refusal(backend.auth.resetPassword({ adminId, resetToken, newPassword: 'Third#Pass1' }))).status,
    ).toBe(400);
  });

  it('a password that breaks the rules is refused with the rule message', async () => {
    const { adminId } = await backend.auth.requestResetCode(DEMO_CREDENTIALS.email);
    const { resetToken } = await backend.auth.verifyResetCode({ adminId, otp: 1234 });
    const error = await refusal(backend.auth.resetPassword({ adminId, resetToken, newPassword: 'Short#1' }));
    expect(error).toMatchObject({ status: 400, message: MESSAGES.passwordMinLength });
  });

  it('"Reset demo data" restores the demo password after a change', async () => {
    const { adminId } = await backend.auth.requestResetCode(DEMO_CREDENTIALS.email);
    const { resetToken } = await backend.auth.verifyResetCode({ adminId, otp: 1234 });
    await backend.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
    backend.server.reset();
    await expect(backend.signIn()).resolves.toMatchObject({ adminId });
  });
});
