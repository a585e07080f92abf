import { expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { FIRST_WAIT_MS, WRONG_CODES_PER_HOUR } from '../../../src/backend/rules/code-guesses';
import { describeEachBackend } from './support/describe-backends';
import { NO_BROADCAST_FILTERS, refusal } from './support/refusal';
import { otherThan } from './support/wire';

const DEMO = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
const TEN_MINUTES = 10 * 60 * 1000;

describeEachBackend('signing in', (b) => {
  it('a right password and the mailed code give tokens that open admin calls', async () => {
    const tokens = await b.signIn();
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    await expect(b.broadcasts.list(NO_BROADCAST_FILTERS)).resolves.toMatchObject({
      total: expect.any(Number),
    });
  });

  it('the code is mailed to the admin, named in the mail', async () => {
    await b.auth.requestLoginCode(DEMO);
    const mail = b.harness.mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: DEMO.email, code: expect.stringMatching(/^\d{4}$/) });
    expect(`${mail?.subject} ${mail?.text}`).toContain(mail?.code);
  });

  it('a wrong password and an unknown email are refused alike with 400, which never ends a session', async () => {
    const wrongPassword = await refusal(b.auth.requestLoginCode({ ...DEMO, password: 'Nope@1234' }));
    const unknownEmail = await refusal(b.auth.requestLoginCode({ ...DEMO, email: 'who@example.com' }));
    expect([wrongPassword.status, unknownEmail.status]).toEqual([400, 400]);
    expect(wrongPassword.message).toBe(unknownEmail.message);
    expect(b.harness.mailer.sent).toEqual([]);
    expect(b.expiredSessions()).toBe(0);
  });

  it('the code is compared as a number: the mailed code sent as a number is right, another number is wrong', async () => {
    const { adminId, attemptId } = await b.auth.requestLoginCode(DEMO);
    const code = b.codeFor(DEMO.email);
    const error = await refusal(
      b.auth.verifyLoginCode({ adminId, attemptId, otp: otherThan(code), rememberMe: false }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid OTP, please try again');
    await expect(
      b.auth.verifyLoginCode({ adminId, attemptId, otp: code, rememberMe: false }),
    ).resolves.toMatchObject({
      adminId,
    });
  });

  it('a code expires after 10 minutes', async () => {
    const { adminId, attemptId } = await b.auth.requestLoginCode(DEMO);
    b.harness.advanceClock(TEN_MINUTES + 1000);
    const error = await refusal(
      b.auth.verifyLoginCode({ adminId, attemptId, otp: b.codeFor(DEMO.email), rememberMe: false }),
    );
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/expired/) });
  });

  it('10 wrong codes lock the code step with 429 and a clear message; a resent code waits too; after the hour a code works', async () => {
    const step = await b.auth.requestLoginCode(DEMO);
    const wrong = otherThan(b.codeFor(DEMO.email));
    for (let i = 0; i < WRONG_CODES_PER_HOUR - 1; i += 1)
      await refusal(b.auth.verifyLoginCode({ ...step, otp: wrong, rememberMe: false }));
    const tenth = await refusal(b.auth.verifyLoginCode({ ...step, otp: wrong, rememberMe: false }));
    expect(tenth).toMatchObject({
      status: 429,
      message: 'Too many wrong codes. Please try again in 1 hour.',
    });
    const again = await b.auth.requestLoginCode(DEMO);
    const right = { ...again, otp: b.codeFor(DEMO.email), rememberMe: false };
    expect((await refusal(b.auth.verifyLoginCode(right))).status).toBe(429);
    b.harness.advanceClock(FIRST_WAIT_MS);
    const fresh = await b.auth.requestLoginCode(DEMO);
    await expect(
      b.auth.verifyLoginCode({ ...fresh, otp: b.codeFor(DEMO.email), rememberMe: false }),
    ).resolves.toMatchObject({ adminId: step.adminId });
    expect(b.expiredSessions()).toBe(0);
  });

  it('a code works once', async () => {
    const { adminId, attemptId } = await b.auth.requestLoginCode(DEMO);
    const otp = b.codeFor(DEMO.email);
    await b.auth.verifyLoginCode({ adminId, attemptId, otp, rememberMe: true });
    expect(
      (await refusal(b.auth.verifyLoginCode({ adminId, attemptId, otp, rememberMe: true }))).status,
    ).toBe(400);
  });

  it('an admin call without a token is refused with 401', async () => {
    expect((await refusal(b.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
  });

  it('an access token lasts an hour: then it is refused and the session-expired event is raised', async () => {
    await b.signIn();
    b.harness.advanceClock(59 * 60 * 1000);
    await b.broadcasts.list(NO_BROADCAST_FILTERS);
    b.harness.advanceClock(60 * 1000);
    const error = await refusal(b.broadcasts.list(NO_BROADCAST_FILTERS));
    expect(error.status).toBe(401);
    expect(b.expiredSessions()).toBe(1);
  });

  it('a token the server did not issue is refused', async () => {
    b.session.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';
    expect((await refusal(b.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(401);
  });

  it('a vendor verified through verify-email-otp gets tokens that every admin call refuses with 403', async () => {
    const email = 'hi@glow.example';
    const { adminId, attemptId } = await b.registration.register({
      name: 'Glow Salon',
      email,
      location: 'Canada',
    });
    // The same wire call as the vendor's code screen (verify-email-otp), read through the port that keeps the tokens.
    const { accessToken } = await b.auth.verifyLoginCode({
      adminId,
      attemptId,
      otp: b.codeFor(email),
      rememberMe: false,
    });
    b.session.token = accessToken;
    expect((await refusal(b.broadcasts.list(NO_BROADCAST_FILTERS))).status).toBe(403);
    expect((await refusal(b.clients.get('LL100001'))).status).toBe(403);
    expect(b.expiredSessions()).toBe(0);
  });
});
