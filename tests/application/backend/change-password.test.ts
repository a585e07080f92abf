/**
 * POST admin/change-password on every host (docs/api.md, Sessions; docs/security.md, "Changing a password"):
 * the current password required, the new one by the rules of every chosen password, the common list
 * included; every other session ends, this one goes on; the trail says so.
 */
import { expect, it } from 'vitest';
import { NotShownAnswer } from '../../../src/adapters/http/answers.schema';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_CHANGED,
  SAME_PASSWORD,
} from '../../../src/backend/handlers/password-change';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { MESSAGES } from '../../../src/domain/messages';
import { COMMON_PASSWORD_MESSAGE } from '../../../src/domain/password';
import { connect, type Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_BROADCAST_FILTERS, refusal } from './support/refusal';

const NEW_PASSWORD = 'Harbour#Lights26';
const listSomething = (c: Connection) => c.broadcasts.list(NO_BROADCAST_FILTERS);

describeEachBackend('changing the password while signed in', (b) => {
  it('a wrong current password is refused with 400, the password and every session unchanged', async () => {
    const other = connect(b.harness);
    await other.signIn();
    await b.signIn();
    const change = { currentPassword: 'Wrong@1234', newPassword: NEW_PASSWORD };
    const refused = await refusal(b.profiles.changePassword(change));
    expect([refused.status, refused.message]).toEqual([400, CURRENT_PASSWORD_WRONG]);
    await expect(listSomething(other)).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(listSomething(b)).resolves.toMatchObject({ total: expect.any(Number) });
    const old = await b.auth.requestLoginCode(DEMO_ACCOUNT);
    expect(old.adminId).toEqual(expect.any(String));
  });

  it('changes it: every other session ends, this one goes on, the new password signs in, the old is refused', async () => {
    const other = connect(b.harness);
    const elsewhere = await other.signIn({ rememberMe: true });
    await b.signIn();
    await b.api.send({
      method: 'POST',
      path: 'admin/change-password',
      payload: { currentPassword: DEMO_ACCOUNT.password, newPassword: NEW_PASSWORD },
      answer: NotShownAnswer,
    });
    expect(b.toasts.at(-1)).toEqual({ kind: 'success', message: PASSWORD_CHANGED });
    expect((await refusal(listSomething(other))).status).toBe(401);
    other.session.token = null;
    expect((await refusal(other.refresh(elsewhere.refreshToken))).status).toBe(401);
    await expect(listSomething(b)).resolves.toMatchObject({ total: expect.any(Number) });
    const [entry] = (await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1, size: 1 })).rows;
    expect(entry).toMatchObject({ action: 'password.changed', adminName: 'Avery Morgan' });
    expect((await refusal(b.auth.requestLoginCode(DEMO_ACCOUNT))).status).toBe(400);
    const fresh = connect(b.harness);
    await expect(
      fresh.signInAs({ email: DEMO_ACCOUNT.email, password: NEW_PASSWORD }),
    ).resolves.toMatchObject({
      adminId: elsewhere.adminId,
    });
  });

  it('a common new password is refused with its message, and so is the current one again', async () => {
    await b.signIn();
    for (const [newPassword, message] of [
      ['Password1!', COMMON_PASSWORD_MESSAGE],
      ['P@ssw0rd2024', COMMON_PASSWORD_MESSAGE],
      ['short', MESSAGES.passwordMinLength],
      [DEMO_ACCOUNT.password, SAME_PASSWORD],
    ] as const) {
      const refused = await refusal(
        b.profiles.changePassword({ currentPassword: DEMO_ACCOUNT.password, newPassword }),
      );
      expect([newPassword, refused.status, refused.message]).toEqual([newPassword, 400, message]);
    }
  });

  it('needs a signed-in admin (401) and both fields (400)', async () => {
    const change = { currentPassword: DEMO_ACCOUNT.password, newPassword: NEW_PASSWORD };
    expect((await refusal(b.profiles.changePassword(change))).status).toBe(401);
    await b.signIn();
    const missing = await refusal(
      b.profiles.changePassword({ currentPassword: '', newPassword: NEW_PASSWORD }),
    );
    expect(missing.status).toBe(400);
  });
});

describeEachBackend('a common password is refused wherever a password is chosen', (b) => {
  it('a reset refuses it and keeps the reset token usable', async () => {
    const { adminId, attemptId } = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
    const { resetToken } = await b.auth.verifyResetCode({
      adminId,
      attemptId,
      otp: b.codeFor(DEMO_ACCOUNT.email),
    });
    const refused = await refusal(b.auth.resetPassword({ adminId, resetToken, newPassword: 'Sunshine#1' }));
    expect([refused.status, refused.message]).toEqual([400, COMMON_PASSWORD_MESSAGE]);
    await expect(
      b.auth.resetPassword({ adminId, resetToken, newPassword: NEW_PASSWORD }),
    ).resolves.toBeUndefined();
  });

  it('an invitation refuses it and keeps the link usable', async () => {
    await b.signIn();
    const email = 'sam.common@loyalloop.demo';
    await b.team.invite({ email, name: 'Sam Common', role: 'Admin', location: 'Oakville' });
    const token = new URL(b.harness.mailer.lastLinkFor(email), 'http://x').searchParams.get('token') ?? '';
    const refused = await refusal(b.auth.acceptInvite({ token, newPassword: 'Welcome#2026' }));
    expect([refused.status, refused.message]).toEqual([400, COMMON_PASSWORD_MESSAGE]);
    await expect(b.auth.acceptInvite({ token, newPassword: NEW_PASSWORD })).resolves.toEqual({ email });
  });
});
