import { expect, it } from 'vitest';
import { DEMO_ACCOUNT as DEMO_CREDENTIALS } from '../../../../src/backend/seed/demo-account';
import { describeEachBackend } from '../support/describe-backends';
import { wireTo } from '../support/wire';

describeEachBackend('password reset on the wire', (b) => {
  const call = wireTo(b.harness);
  const forgot = (email: string) => call('POST', 'admin/forgot-password', { body: { email } });
  /** The code call of the reset `step` answered (its adminId and attemptId). */
  const verifyReset = (step: Record<string, unknown>, otp: unknown) =>
    call('POST', 'admin/verify-reset-otp', {
      body: { adminId: step.adminId, attemptId: step.attemptId, otp },
    });
  const reset = (adminId: unknown, resetToken: unknown, newPassword: string) =>
    call('POST', 'admin/reset-password', { body: { adminId, resetToken, newPassword } });
  const code = () => Number(b.harness.mailer.lastCodeFor(DEMO_CREDENTIALS.email));

  it('answers a known and an unknown email alike: 200, an opaque id and the same message', async () => {
    const known = await forgot(DEMO_CREDENTIALS.email);
    const unknown = await forgot('stranger@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(String(unknown.body.adminId)).toMatch(/^[0-9a-f]{24}$/);
    expect(String(known.body.adminId)).toMatch(/^[0-9a-f]{24}$/);
    expect(unknown.body.adminId).not.toBe(known.body.adminId);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(String(unknown.body.attemptId)).toMatch(/^[0-9a-z]+\.[0-9a-f]{24}$/);
  });

  it('verifies the code only for a real account', async () => {
    const unknown = await forgot('stranger@example.com');
    expect((await verifyReset(unknown.body, 1234)).status).toBe(400);
    const known = await forgot(DEMO_CREDENTIALS.email);
    const verified = await verifyReset(known.body, code());
    expect(verified.status).toBe(200);
    expect(verified.body.resetToken).toEqual(expect.any(String));
  });

  it('really changes the password: the old one is refused and the new one works', async () => {
    const { body } = await forgot(DEMO_CREDENTIALS.email);
    const { body: verified } = await verifyReset(body, code());
    expect((await reset(body.adminId, verified.resetToken, 'Fresh#Pass9')).status).toBe(200);
    const old = await call('POST', 'admin/email-login', {
      body: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password },
    });
    const fresh = await call('POST', 'admin/email-login', {
      body: { email: DEMO_CREDENTIALS.email, password: 'Fresh#Pass9' },
    });
    expect(old.status).toBe(400);
    expect(fresh.status).toBe(200);
  });

  it('uses a reset token once', async () => {
    const { body } = await forgot(DEMO_CREDENTIALS.email);
    const { body: verified } = await verifyReset(body, code());
    expect((await reset(body.adminId, verified.resetToken, 'Fresh#Pass9')).status).toBe(200);
    expect((await reset(body.adminId, verified.resetToken, 'Other#Pass9')).status).toBe(400);
  });

  it('refuses a weak password with the policy message and keeps the token usable', async () => {
    const { body } = await forgot(DEMO_CREDENTIALS.email);
    const { body: verified } = await verifyReset(body, code());
    const weak = await reset(body.adminId, verified.resetToken, 'weakpass');
    expect(weak).toEqual({
      status: 400,
      body: { type: 'error', message: 'Password must include at least one uppercase letter!' },
    });
    expect((await reset(body.adminId, verified.resetToken, 'Strong#Pass1')).status).toBe(200);
  });

  it('refuses a forged reset token', async () => {
    const { body } = await forgot(DEMO_CREDENTIALS.email);
    expect((await reset(body.adminId, 'forged', 'Strong#Pass1')).status).toBe(400);
  });
});
