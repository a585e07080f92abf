/**
 * An invitation's link does one thing once (docs/api.md, the team), on every backend: refused once the account
 * has a password however it got one, dead once resent or revoked; a pending invitation never counts as a Super
 * Admin; the mailed link is absolute.
 */
import { expect, it } from 'vitest';
import { DEMO_ADMIN_ID, SECOND_ADMIN_ID } from '../../../src/backend/seed/accounts';
import { DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import type { ActivityAction } from '../../../src/domain/activity';
import { ADMIN, SUPER_ADMIN } from '../../../src/domain/roles';
import { connect } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, refusal } from './support/refusal';

const TYPO = {
  email: 'sam.nwe@loyalloop.demo',
  name: 'Sam New',
  role: SUPER_ADMIN,
  location: 'Oakville',
} as const;
const PASSWORD = 'Harbour#Lights26';
const OTHER_PASSWORD = 'Another#Pass1';
const SELF_DEMOTED = { role: ADMIN, location: 'Oakville' };

const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

describeEachBackend('invitation links', (b) => {
  const linkFor = (email: string): string => b.harness.mailer.lastLinkFor(email);
  const trail = async (action: ActivityAction) =>
    (await b.activity.list({ ...NO_ACTIVITY_FILTERS, action: [action] }, { number: 1, size: 10 })).rows;

  it('the mailed link is absolute: it opens the console’s accept page with its token', async () => {
    await b.signIn();
    await b.team.invite(TYPO);
    const link = new URL(linkFor(TYPO.email));
    expect(link.protocol).toMatch(/^https?:$/);
    expect(link.pathname).toBe('/auth/accept-invite');
    expect(link.searchParams.get('token')).toEqual(expect.any(String));
  });

  it('the old invitation link is refused (4xx) after the password was set through the reset flow', async () => {
    await b.signIn();
    await b.team.invite(TYPO);
    const token = tokenOf(linkFor(TYPO.email));
    const invitee = connect(b.harness);
    const { adminId, attemptId } = await invitee.auth.requestResetCode(TYPO.email);
    const { resetToken } = await invitee.auth.verifyResetCode({
      adminId,
      attemptId,
      otp: invitee.codeFor(TYPO.email),
    });
    await invitee.auth.resetPassword({ adminId, resetToken, newPassword: PASSWORD });
    const refused = await refusal(invitee.auth.acceptInvite({ token, newPassword: OTHER_PASSWORD }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // The password chosen through the reset stands; the link's would-be password does not.
    await invitee.signInAs({ email: TYPO.email, password: PASSWORD });
    expect(
      (await refusal(invitee.auth.requestLoginCode({ email: TYPO.email, password: OTHER_PASSWORD }))).status,
    ).toBe(400);
  });

  it('the last Super Admin with a pending Super Admin invitation can be neither demoted nor deactivated (409)', async () => {
    await b.signIn();
    await b.team.invite(TYPO);
    expect((await refusal(b.team.change(DEMO_ADMIN_ID, SELF_DEMOTED))).status).toBe(409);
    expect((await refusal(b.team.deactivate(DEMO_ADMIN_ID))).status).toBe(409);
    // Once the invitee has a password they can sign in: then there is another Super Admin.
    await b.auth.acceptInvite({ token: tokenOf(linkFor(TYPO.email)), newPassword: PASSWORD });
    await expect(b.team.change(DEMO_ADMIN_ID, SELF_DEMOTED)).resolves.toMatchObject({ role: ADMIN });
  });

  it('Resend invitation mails a fresh link; the old one is refused, the new one works; a trail entry', async () => {
    await b.signIn();
    const invited = await b.team.invite(TYPO);
    const old = tokenOf(linkFor(TYPO.email));
    await expect(b.team.resendInvitation(invited._id)).resolves.toMatchObject({
      email: TYPO.email,
      invited: true,
    });
    expect(b.toasts).toContainEqual({
      kind: 'success',
      message: `A new invitation has been sent to ${TYPO.email}.`,
    });
    const fresh = tokenOf(linkFor(TYPO.email));
    expect(fresh).not.toBe(old);
    expect(b.harness.mailer.sent.filter((m) => m.to === TYPO.email)).toHaveLength(2);
    expect((await refusal(b.auth.acceptInvite({ token: old, newPassword: PASSWORD }))).status).toBe(400);
    await expect(b.auth.acceptInvite({ token: fresh, newPassword: PASSWORD })).resolves.toEqual({
      email: TYPO.email,
    });
    expect(await trail('team.reinvited')).toEqual([
      expect.objectContaining({ action: 'team.reinvited', after: `${TYPO.name} <${TYPO.email}>` }),
    ]);
  });

  it('Revoke invitation removes the invitee; their link is refused; the email may be invited again', async () => {
    await b.signIn();
    const invited = await b.team.invite(TYPO);
    const token = tokenOf(linkFor(TYPO.email));
    // A reset code asked for meanwhile goes with the account.
    await connect(b.harness).auth.requestResetCode(TYPO.email);
    await b.team.revokeInvitation(invited._id);
    expect(b.toasts).toContainEqual({
      kind: 'success',
      message: `The invitation to ${TYPO.email} has been revoked.`,
    });
    expect((await refusal(b.auth.acceptInvite({ token, newPassword: PASSWORD }))).status).toBe(400);
    expect((await b.team.list()).map((a) => a.email)).not.toContain(TYPO.email);
    expect(await trail('team.revoked')).toEqual([
      expect.objectContaining({
        before: `${TYPO.name} <${TYPO.email}>, ${SUPER_ADMIN}, Oakville`,
        after: 'revoked',
      }),
    ]);
    await expect(b.team.invite(TYPO)).resolves.toMatchObject({ email: TYPO.email, invited: true });
  });

  it('resend and revoke refuse an admin who has a password (409) and an unknown admin (404)', async () => {
    await b.signIn();
    for (const call of [b.team.resendInvitation, b.team.revokeInvitation]) {
      expect((await refusal(call(SECOND_ADMIN_ID))).status).toBe(409);
      expect((await refusal(call('64f1c0ffee0000000000afff'))).status).toBe(404);
    }
    expect((await b.team.list()).map((a) => a.email)).toContain(DEMO_SECOND_ADMIN.email);
  });

  it('resend and revoke are refused to an Admin (403) and change nothing', async () => {
    await b.signIn();
    const invited = await b.team.invite(TYPO);
    const admin = connect(b.harness);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    expect((await refusal(admin.team.resendInvitation(invited._id))).status).toBe(403);
    expect((await refusal(admin.team.revokeInvitation(invited._id))).status).toBe(403);
    await expect(
      b.auth.acceptInvite({ token: tokenOf(linkFor(TYPO.email)), newPassword: PASSWORD }),
    ).resolves.toEqual({
      email: TYPO.email,
    });
  });
});
