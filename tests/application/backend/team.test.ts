/** The team and the roles the core enforces (docs/api.md, Roles, Team calls), on every backend. */
import { expect, it } from 'vitest';
import { NotShownAnswer } from '../../../src/adapters/http/answers.schema';
import type { ApiCall } from '../../../src/adapters/http/api-call';

type NotShown = typeof NotShownAnswer.TYPE;
import { DEMO_ACCOUNT, DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { ADMIN, SUPER_ADMIN } from '../../../src/domain/roles';
import { connect } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_BROADCAST_FILTERS, refusal } from './support/refusal';

const DEMO_ADMIN_ID = '64f1c0ffee0000000000a001';
const SECOND_ADMIN_ID = '64f1c0ffee0000000000a002';
const NEWCOMER = {
  email: 'sam.new@loyalloop.demo',
  name: 'Sam New',
  role: ADMIN,
  location: 'Oakville',
} as const;
const PASSWORD = 'Harbour#Lights26';

const tokenOf = (link: string): string => new URL(link, 'http://x').searchParams.get('token') ?? '';

/** Every team call, as raw calls, for the refusal checks. */
const TEAM_CALLS: ApiCall<NotShown>[] = [
  { method: 'GET', path: 'admin/team', answer: NotShownAnswer },
  { method: 'POST', path: 'admin/team/invite', payload: NEWCOMER, answer: NotShownAnswer },
  { method: 'POST', path: `admin/team/${DEMO_ADMIN_ID}/deactivate`, answer: NotShownAnswer },
  { method: 'POST', path: `admin/team/${SECOND_ADMIN_ID}/reactivate`, answer: NotShownAnswer },
  {
    method: 'PUT',
    path: `admin/team/${DEMO_ADMIN_ID}`,
    payload: { role: ADMIN, location: 'Oakville' },
    answer: NotShownAnswer,
  },
];

describeEachBackend('the team and its roles', (b) => {
  it('a Super Admin lists the team: name, email, role, location, active, last sign-in', async () => {
    await b.signIn();
    const team = await b.team.list();
    expect(team).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEMO_ACCOUNT.email, role: SUPER_ADMIN, active: true }),
        expect.objectContaining({ email: DEMO_SECOND_ADMIN.email, role: ADMIN, active: true }),
      ]),
    );
    expect(team.find((a) => a.email === DEMO_ACCOUNT.email)?.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(team)).not.toContain('passwordHash');
  });

  it('an invitation mails a single-use link; its password follows the rules; the newcomer signs in as an Admin', async () => {
    await b.signIn();
    const invited = await b.team.invite(NEWCOMER);
    expect(invited).toMatchObject({ email: NEWCOMER.email, invited: true, active: true, lastSignInAt: null });
    const token = tokenOf(b.harness.mailer.lastLinkFor(NEWCOMER.email));
    expect((await refusal(b.auth.acceptInvite({ token, newPassword: 'weak' }))).status).toBe(400);
    await expect(b.auth.acceptInvite({ token, newPassword: PASSWORD })).resolves.toEqual({
      email: NEWCOMER.email,
    });
    expect((await refusal(b.auth.acceptInvite({ token, newPassword: PASSWORD }))).status).toBe(400);
    const newcomer = connect(b.harness);
    await newcomer.signInAs({ email: NEWCOMER.email, password: PASSWORD });
    await expect(newcomer.broadcasts.list(NO_BROADCAST_FILTERS)).resolves.toMatchObject({
      total: expect.any(Number),
    });
    expect((await refusal(newcomer.team.list())).status).toBe(403);
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['team.invited', 'team.joined'] },
      { number: 1, size: 10 },
    );
    expect(trail.rows.map((r) => r.action).sort()).toEqual(['team.invited', 'team.joined']);
  });

  it('an invitation link expires after 48 hours', async () => {
    await b.signIn();
    await b.team.invite(NEWCOMER);
    b.harness.advanceClock(48 * 60 * 60 * 1000 + 1000);
    const token = tokenOf(b.harness.mailer.lastLinkFor(NEWCOMER.email));
    expect((await refusal(b.auth.acceptInvite({ token, newPassword: PASSWORD }))).status).toBe(400);
  });

  it('an invitation to an email that has an account is refused with 409', async () => {
    await b.signIn();
    expect((await refusal(b.team.invite({ ...NEWCOMER, email: DEMO_SECOND_ADMIN.email }))).status).toBe(409);
  });

  it('deactivation ends the admin’s sessions and refuses their sign-in with reason account-deactivated; reactivation lets them back', async () => {
    const admin = connect(b.harness);
    const { refreshToken } = await admin.signInAs(DEMO_SECOND_ADMIN, true);
    await b.signIn();
    await expect(b.team.deactivate(SECOND_ADMIN_ID)).resolves.toMatchObject({ active: false });
    expect((await refusal(admin.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
    // Said apart from an ended session, so the console can tell the admin why (docs/api.md, Sessions).
    const refused = await refusal(admin.refresh(refreshToken));
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe('account-deactivated');
    expect(refused.serverMessage).toMatch(/deactivated/);
    const signIn = await refusal(admin.auth.requestLoginCode(DEMO_SECOND_ADMIN));
    expect(signIn.status).toBe(403);
    expect(signIn.reason).toBe('account-deactivated');
    await b.team.reactivate(SECOND_ADMIN_ID);
    // Ended, not paused: reactivation does not bring the old session back.
    expect((await refusal(admin.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    await expect(admin.broadcasts.list(NO_BROADCAST_FILTERS)).resolves.toMatchObject({
      total: expect.any(Number),
    });
  });

  it("every answer to an admin call says the caller's role as it is now, so a demotion is learnt at the next call", async () => {
    const second = connect(b.harness);
    await second.signInAs(DEMO_SECOND_ADMIN);
    await b.signIn();
    await b.team.change(SECOND_ADMIN_ID, { role: SUPER_ADMIN, location: 'Oakville' });
    await second.broadcasts.list(NO_BROADCAST_FILTERS);
    expect(second.rolesSeen.at(-1)).toBe(SUPER_ADMIN);
    await b.team.change(SECOND_ADMIN_ID, { role: ADMIN, location: 'Oakville' });
    // A refusal for the role says it too: the console hides the team at once.
    expect((await refusal(second.team.list())).status).toBe(403);
    expect(second.rolesSeen.at(-1)).toBe(ADMIN);
    expect(b.rolesSeen.at(-1)).toBe(SUPER_ADMIN);
  });

  it('the last active Super Admin can be neither deactivated nor demoted (409); with a second one, they can', async () => {
    await b.signIn();
    expect((await refusal(b.team.deactivate(DEMO_ADMIN_ID))).status).toBe(409);
    expect((await refusal(b.team.change(DEMO_ADMIN_ID, { role: ADMIN, location: 'Oakville' }))).status).toBe(
      409,
    );
    await expect(
      b.team.change(SECOND_ADMIN_ID, { role: SUPER_ADMIN, location: 'Mississauga' }),
    ).resolves.toMatchObject({
      role: SUPER_ADMIN,
      location: 'Mississauga',
    });
    await expect(b.team.change(DEMO_ADMIN_ID, { role: ADMIN, location: 'Oakville' })).resolves.toMatchObject({
      role: ADMIN,
    });
  });

  it('a role or location outside the lists is refused with 400', async () => {
    await b.signIn();
    expect(
      (await refusal(b.team.change(SECOND_ADMIN_ID, { role: 'Owner', location: 'Oakville' }))).status,
    ).toBe(400);
    expect((await refusal(b.team.change(SECOND_ADMIN_ID, { role: ADMIN, location: 'Paris' }))).status).toBe(
      400,
    );
  });

  it('every team call is refused to an Admin with 403 and a message, and changes nothing', async () => {
    await b.signInAs(DEMO_SECOND_ADMIN);
    for (const call of TEAM_CALLS) {
      const refused = await refusal(b.api.send(call));
      expect([call.path, refused.status]).toEqual([call.path, 403]);
      expect(refused.message).toEqual(expect.any(String));
    }
    await b.signIn();
    expect((await b.team.list()).every((a) => a.active)).toBe(true);
  });

  it('every team and session call is refused to a vendor token with 403', async () => {
    const email = 'desk@irongym.example';
    const { adminId, attemptId } = await b.registration.register({
      name: 'Iron Gym',
      email,
      location: 'USA',
    });
    const tokens = await b.auth.verifyLoginCode({
      adminId,
      attemptId,
      otp: b.codeFor(email),
      rememberMe: false,
    });
    b.session.token = tokens.accessToken;
    const calls: ApiCall<NotShown>[] = [
      ...TEAM_CALLS,
      { method: 'GET', path: 'admin/sessions', answer: NotShownAnswer },
      { method: 'POST', path: 'admin/sessions/end-others', answer: NotShownAnswer },
      { method: 'POST', path: 'admin/logout', answer: NotShownAnswer },
    ];
    for (const call of calls)
      expect([call.path, (await refusal(b.api.send(call))).status]).toEqual([call.path, 403]);
  });
});
