/** POST admin/refresh-token, an extension (docs/api.md) to docs/product.md §7: rotation, single use, and how long a session lives. */
import { expect, it } from 'vitest';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_BROADCAST_FILTERS, refusal } from './support/refusal';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Refreshes and uses the new access token, as the app will. */
async function refreshAndUse(b: Connection, refreshToken: string): Promise<string> {
  const tokens = await b.refresh(refreshToken);
  b.session.token = tokens.accessToken;
  await b.broadcasts.list(NO_BROADCAST_FILTERS);
  return tokens.refreshToken;
}

describeEachBackend('refreshing a session', (b) => {
  it('a refresh token buys a new access token and a rotated refresh token, with type and message', async () => {
    const signedIn = await b.signIn();
    b.session.token = null;
    const reply = await b.refresh(signedIn.refreshToken);
    expect(reply).toMatchObject({ type: 'success', message: expect.any(String), adminId: signedIn.adminId });
    expect(reply.refreshToken).not.toBe(signedIn.refreshToken);
    b.session.token = reply.accessToken;
    await expect(b.broadcasts.list(NO_BROADCAST_FILTERS)).resolves.toMatchObject({
      total: expect.any(Number),
    });
  });

  it('reuse of a rotated refresh token is refused with 401 and ends the whole session', async () => {
    const { refreshToken } = await b.signIn();
    const rotated = await b.refresh(refreshToken);
    b.session.token = rotated.accessToken;
    await b.broadcasts.list(NO_BROADCAST_FILTERS);
    expect((await refusal(b.refresh(refreshToken))).status).toBe(401);
    // Whoever holds the newer tokens (the thief or the admin) is out too: the session has ended.
    expect((await refusal(b.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
    expect((await refusal(b.refresh(rotated.refreshToken))).status).toBe(401);
  });

  it('an access token, an edited token or nothing is not a refresh token (401, 401, 400)', async () => {
    const { accessToken, refreshToken } = await b.signIn();
    b.session.token = null;
    const [header, payload] = refreshToken.split('.');
    expect((await refusal(b.refresh(accessToken))).status).toBe(401);
    expect((await refusal(b.refresh(`${header}.${payload}.forged`))).status).toBe(401);
    expect((await refusal(b.refresh(''))).status).toBe(400);
  });

  it('without remember-me the session ends after 12 hours without a refresh; each refresh gives 12 more', async () => {
    let { refreshToken } = await b.signIn({ rememberMe: false });
    b.harness.advanceClock(11 * HOUR + 59 * MINUTE);
    refreshToken = await refreshAndUse(b, refreshToken);
    b.harness.advanceClock(11 * HOUR + 59 * MINUTE);
    refreshToken = await refreshAndUse(b, refreshToken);
    b.harness.advanceClock(12 * HOUR);
    b.session.token = null;
    expect((await refusal(b.refresh(refreshToken))).status).toBe(401);
  });

  it('with remember-me the session lasts 7 days from sign-in, refreshed or not, and no access token outlives it', async () => {
    let { refreshToken } = await b.signIn({ rememberMe: true });
    b.harness.advanceClock(3 * DAY);
    refreshToken = await refreshAndUse(b, refreshToken);
    b.harness.advanceClock(3 * DAY + 23 * HOUR + 30 * MINUTE);
    refreshToken = await refreshAndUse(b, refreshToken);
    b.harness.advanceClock(30 * MINUTE);
    expect((await refusal(b.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
    b.session.token = null;
    expect((await refusal(b.refresh(refreshToken))).status).toBe(401);
  });

  it("a vendor's refresh token is refused with 403", async () => {
    const email = 'desk@irongym.example';
    const { adminId, attemptId } = await b.registration.register({
      name: 'Iron Gym',
      email,
      location: 'USA',
    });
    const { refreshToken } = await b.auth.verifyLoginCode({
      adminId,
      attemptId,
      otp: b.codeFor(email),
      rememberMe: false,
    });
    expect((await refusal(b.refresh(refreshToken))).status).toBe(403);
  });
});
