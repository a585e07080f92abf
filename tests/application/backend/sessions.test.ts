/** Sessions end on the server (docs/api.md, Sessions): logout, a password reset, Signed-in devices. */
import { expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { connect, type Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_BROADCAST_FILTERS, refusal } from './support/refusal';

const MINUTE = 60 * 1000;
const listSomething = (b: Connection) => b.broadcasts.list(NO_BROADCAST_FILTERS);

describeEachBackend('sessions that end on the server', (b) => {
  it('logout then refresh: the refresh token copied before is refused with 401', async () => {
    const { refreshToken } = await b.signIn({ rememberMe: true });
    await b.auth.logout();
    b.session.token = null;
    expect((await refusal(b.refresh(refreshToken))).status).toBe(401);
  });

  it('logout then the old access token: refused with 401 at once', async () => {
    const { accessToken } = await b.signIn();
    await listSomething(b);
    await b.auth.logout();
    b.session.token = accessToken;
    expect((await refusal(listSomething(b))).status).toBe(401);
  });

  it("logout ends only that session: the admin's other device stays signed in", async () => {
    const other = connect(b.harness);
    await other.signIn();
    await b.signIn();
    await b.auth.logout();
    await expect(listSomething(other)).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('a password reset ends every session of the admin, access and refresh tokens alike', async () => {
    const other = connect(b.harness);
    const first = await other.signIn({ rememberMe: true });
    const second = await b.signIn();
    const { adminId, attemptId } = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
    const { resetToken } = await b.auth.verifyResetCode({
      adminId,
      attemptId,
      otp: b.codeFor(DEMO_ACCOUNT.email),
    });
    await b.auth.resetPassword({ adminId, resetToken, newPassword: 'Fresh#Pass9' });
    expect((await refusal(listSomething(other))).status).toBe(401);
    expect((await refusal(listSomething(b))).status).toBe(401);
    b.session.token = null;
    expect((await refusal(b.refresh(first.refreshToken))).status).toBe(401);
    expect((await refusal(b.refresh(second.refreshToken))).status).toBe(401);
  });

  it('Signed-in devices lists the live sessions, marks this one, and signs one out', async () => {
    const other = connect(b.harness);
    await other.signIn();
    await b.signIn();
    const sessions = await b.devices.list();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ userAgent: expect.any(String), lastUsedAt: expect.any(String) });
    const elsewhere = sessions.find((s) => !s.current);
    if (!elsewhere) throw new Error('no other session listed');
    await b.devices.signOut(elsewhere.id);
    expect((await refusal(listSomething(other))).status).toBe(401);
    expect(await b.devices.list()).toHaveLength(1);
  });

  it('a call keeps its session\'s "last used" current, moving it at most once every 5 minutes', async () => {
    const other = connect(b.harness);
    await other.signIn();
    await b.signIn();
    const mine = (list: Awaited<ReturnType<typeof b.devices.list>>) => list.find((s) => s.current);
    const signedIn = mine(await b.devices.list());
    if (!signedIn) throw new Error('this session is not listed');
    b.harness.advanceClock(4 * MINUTE);
    await listSomething(b);
    expect(mine(await b.devices.list())?.lastUsedAt).toBe(signedIn.lastUsedAt);
    b.harness.advanceClock(2 * MINUTE);
    await listSomething(b);
    const sessions = await b.devices.list();
    const moved = Date.parse(mine(sessions)?.lastUsedAt ?? '') - Date.parse(signedIn.lastUsedAt);
    expect(moved).toBe(6 * MINUTE);
    // Last used first; the other device, not used since its sign-in, keeps its time.
    expect(sessions[0]?.current).toBe(true);
    expect(sessions[1]?.lastUsedAt).toBe(sessions[1]?.createdAt);
  });

  it('Sign out everywhere else ends every other session and keeps this one', async () => {
    const others = [connect(b.harness), connect(b.harness)];
    for (const other of others) await other.signIn();
    await b.signIn();
    await b.devices.signOutEverywhereElse();
    for (const other of others) expect((await refusal(listSomething(other))).status).toBe(401);
    await expect(listSomething(b)).resolves.toMatchObject({ total: expect.any(Number) });
    expect(await b.devices.list()).toEqual([expect.objectContaining({ current: true })]);
  });

  it("another admin's session cannot be signed out (404)", async () => {
    const other = connect(b.harness);
    await other.signInAs(DEMO_SECOND_ADMIN);
    const [theirs] = await other.devices.list();
    await b.signIn();
    expect((await refusal(b.devices.signOut(theirs?.id ?? 'none'))).status).toBe(404);
    await expect(listSomething(other)).resolves.toMatchObject({ total: expect.any(Number) });
  });
});
