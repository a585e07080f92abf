import { expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { MESSAGES } from '../../../src/domain/messages';
import type { Connection } from './support/connection';
import { describeDemoOnly, describeEachBackend } from './support/describe-backends';
import { refusal } from './support/refusal';

/** Email → mailed code → reset token. */
async function resetTokenFor(b: Connection): Promise<{ adminId: string; resetToken: string }> {
  const { adminId, attemptId } = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
  const { resetToken } = await b.auth.verifyResetCode({
    adminId,
    attemptId,
    otp: b.codeFor(DEMO_ACCOUNT.email),
  });
  return { adminId, resetToken };
}

describeEachBackend('password reset', (b) => {
  it('answers a known and an unknown email the same way, so nobody learns which emails are admins', async () => {
    const known = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
    const unknown = await b.auth.requestResetCode('not-an-admin@example.com');
    expect(unknown.adminId).toMatch(/^[0-9a-f]{24}$/);
    expect(b.toasts[0]).toEqual(b.toasts[1]);
    expect(known.adminId).not.toBe(unknown.adminId);
    expect((await b.auth.requestResetCode('not-an-admin@example.com')).adminId).toBe(unknown.adminId);
    expect(b.harness.mailer.sent.map((mail) => mail.to)).toEqual([DEMO_ACCOUNT.email]);
  });

  it('the code verifies only for a real account', async () => {
    const unknown = await b.auth.requestResetCode('not-an-admin@example.com');
    expect((await refusal(b.auth.verifyResetCode({ ...unknown, otp: 1234 }))).status).toBe(400);
  });

  it('the reset really changes the password: the old one is refused, the new one works', async () => {
    const { adminId, resetToken } = await resetTokenFor(b);
    await b.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
    const old = await refusal(b.auth.requestLoginCode(DEMO_ACCOUNT));
    expect(old.status).toBe(400);
    await expect(
      b.auth.requestLoginCode({ email: DEMO_ACCOUNT.email, password: 'Another#Pass1' }),
    ).resolves.toMatchObject({ adminId });
  });

  it('a reset code and a reset token each work once', async () => {
    const { adminId, attemptId } = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
    const otp = b.codeFor(DEMO_ACCOUNT.email);
    const { resetToken } = await b.auth.verifyResetCode({ adminId, attemptId, otp });
    expect((await refusal(b.auth.verifyResetCode({ adminId, attemptId, otp }))).status).toBe(400);
    await b.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
    expect(
      (await refusal(b.auth.resetPassword({ adminId, resetToken, newPassword: 'Third#Pass1' }))).status,
    ).toBe(400);
  });

  it('a password that breaks the rules is refused with the rule message, and the token stays usable', async () => {
    const { adminId, resetToken } = await resetTokenFor(b);
    const error = await refusal(b.auth.resetPassword({ adminId, resetToken, newPassword: 'Short#1' }));
    expect(error).toMatchObject({ status: 400, message: MESSAGES.passwordMinLength });
    const weak = await refusal(b.auth.resetPassword({ adminId, resetToken, newPassword: 'weakpass' }));
    expect(weak.message).toBe(MESSAGES.passwordUppercase);
    await expect(
      b.auth.resetPassword({ adminId, resetToken, newPassword: 'Strong#Pass1' }),
    ).resolves.toBeUndefined();
  });

  it('a forged reset token and one older than 10 minutes are refused', async () => {
    const { adminId, resetToken } = await resetTokenFor(b);
    expect(
      (await refusal(b.auth.resetPassword({ adminId, resetToken: 'forged', newPassword: 'Strong#Pass1' })))
        .status,
    ).toBe(400);
    b.harness.advanceClock(10 * 60 * 1000 + 1000);
    const late = await refusal(b.auth.resetPassword({ adminId, resetToken, newPassword: 'Strong#Pass1' }));
    expect(late).toMatchObject({ status: 400, message: expect.stringMatching(/expired/) });
  });
});

describeDemoOnly('Reset demo data and the password', (b, demo) => {
  it('"Reset demo data" restores the demo password after a change', async () => {
    const { adminId, resetToken } = await resetTokenFor(b);
    await b.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
    demo.demo.reset();
    await expect(b.signIn()).resolves.toMatchObject({ adminId });
  });
});
