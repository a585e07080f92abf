/**
 * The code steps against guessing (docs/security.md, "Codes and sign-in"): wrong codes count per account
 * across codes, only the attempt a code was issued to may spend its guesses, and no answer tells an email
 * with an account from one without.
 */
import { expect, it } from 'vitest';
import { ATTEMPT_UNKNOWN } from '../../../src/backend/rules/code-answers';
import { WRONG_CODES_PER_HOUR } from '../../../src/backend/rules/code-guesses';
import { DEMO_ACCOUNT, DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { MESSAGES } from '../../../src/domain/messages';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { refusal } from './support/refusal';
import { otherThan } from './support/wire';

const SECOND_ADMIN_ID = '64f1c0ffee0000000000a002';
const UNKNOWN = 'nobody-here@example.com';

/** A code other than the one last mailed to `email` (any, when none was). */
function wrongCodeFor(b: Connection, email: string): number {
  const sent = b.harness.mailer.sent.some((mail) => mail.to === email && mail.code !== null);
  return otherThan(sent ? b.codeFor(email) : 1234);
}

/** How each of `times` wrong reset codes for `email` was answered, one new reset code before every `every`. */
async function wrongResetCodes(b: Connection, email: string, times: number, every = times) {
  const answers: { status: number | null; message: string }[] = [];
  let step = await b.auth.requestResetCode(email);
  for (let i = 0; i < times; i += 1) {
    if (i > 0 && i % every === 0) step = await b.auth.requestResetCode(email);
    const otp = wrongCodeFor(b, email);
    const { status, message } = await refusal(b.auth.verifyResetCode({ ...step, otp }));
    answers.push({ status, message });
  }
  return answers;
}

describeEachBackend('codes against guessing', (b) => {
  it('four re-issued reset codes allow at most 10 judged guesses in all: the right code then waits too', async () => {
    const answers = await wrongResetCodes(b, DEMO_ACCOUNT.email, 12, 3);
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(9).fill(400), 429, 429, 429]);
    // The lock holds for the code just mailed too: no 11th code is judged.
    const step = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
    const right = await refusal(b.auth.verifyResetCode({ ...step, otp: b.codeFor(DEMO_ACCOUNT.email) }));
    expect(right).toMatchObject({
      status: 429,
      message: 'Too many wrong codes. Please try again in 1 hour.',
    });
    // The owner is told, once per lock-out.
    const notices = b.harness.mailer.sent.filter((mail) => mail.subject === 'Too many wrong LoyalLoop codes');
    expect(notices).toEqual([expect.objectContaining({ to: DEMO_ACCOUNT.email, code: null })]);
  });

  it("junk codes sent with only the admin id leave the admin's own code working", async () => {
    const step = await b.auth.requestLoginCode(DEMO_ACCOUNT);
    // The id is public (a reset answers it): a reset's attemptId for it is no sign-in attempt either.
    const reset = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
    expect(reset.adminId).toBe(step.adminId);
    const forged = [
      '',
      'x',
      reset.attemptId,
      `${step.attemptId}0`,
      step.attemptId.replace(/^\w+/, 'zzzzzzzz'),
    ];
    for (let i = 0; i < 2 * WRONG_CODES_PER_HOUR; i += 1) {
      const attemptId = forged[i % forged.length] ?? '';
      const junk = await refusal(
        b.auth.verifyLoginCode({ adminId: step.adminId, attemptId, otp: 1000 + i, rememberMe: false }),
      );
      expect(junk).toMatchObject({ status: 400, message: ATTEMPT_UNKNOWN });
    }
    await expect(
      b.auth.verifyLoginCode({ ...step, otp: loginCodeOf(b), rememberMe: false }),
    ).resolves.toMatchObject({ adminId: step.adminId });
  });

  it('a known and an unknown email answer six wrong reset codes, and on past the lock-out, with the same statuses and messages', async () => {
    const known = await wrongResetCodes(b, DEMO_ACCOUNT.email, 6);
    const unknown = await wrongResetCodes(b, UNKNOWN, 6);
    expect(unknown).toEqual(known);
    const knownOn = await wrongResetCodes(b, DEMO_ACCOUNT.email, WRONG_CODES_PER_HOUR - 6 + 2);
    const unknownOn = await wrongResetCodes(b, UNKNOWN, WRONG_CODES_PER_HOUR - 6 + 2);
    expect(unknownOn).toEqual(knownOn);
    expect(knownOn.map((a) => a.status)).toEqual([400, 400, 400, 429, 429, 429]);
    expect(known[0]?.message).toBe(MESSAGES.invalidOtp);
  });

  it("a deactivated admin's reset: no mail, and the same answers as an unknown email's", async () => {
    await b.signIn();
    await b.team.deactivate(SECOND_ADMIN_ID);
    b.harness.mailer.clear();
    b.toasts.length = 0;
    const deactivated = await b.auth.requestResetCode(DEMO_SECOND_ADMIN.email);
    const unknown = await b.auth.requestResetCode(UNKNOWN);
    expect(b.harness.mailer.sent).toEqual([]);
    expect(b.toasts[0]).toEqual(b.toasts[1]);
    expect(Object.keys(deactivated).sort()).toEqual(Object.keys(unknown).sort());
    expect(deactivated.adminId).not.toBe(SECOND_ADMIN_ID);
    expect(deactivated.adminId).toMatch(/^[0-9a-f]{24}$/);
    expect(await wrongResetCodes(b, DEMO_SECOND_ADMIN.email, 2)).toEqual(
      await wrongResetCodes(b, UNKNOWN, 2),
    );
    // The deactivated admin's own id is no way in either, and tells nothing before the password step.
    const guess = await refusal(
      b.auth.verifyLoginCode({ ...deactivated, adminId: SECOND_ADMIN_ID, otp: 1234, rememberMe: false }),
    );
    expect(guess).toMatchObject({ status: 400, message: ATTEMPT_UNKNOWN });
    expect(
      (await refusal(b.auth.requestLoginCode({ ...DEMO_SECOND_ADMIN, password: 'Wrong#Pass1' }))).status,
    ).toBe(400);
    expect((await refusal(b.auth.requestLoginCode(DEMO_SECOND_ADMIN))).status).toBe(403);
  });

  it('a sign-up of a new email and of a taken one answer wrong codes alike, past the lock-out', async () => {
    const answersFor = async (email: string) => {
      const step = await b.registration.register({ name: 'Iron Gym', email, location: 'USA' });
      const answers: (number | null)[] = [];
      for (let i = 0; i < WRONG_CODES_PER_HOUR + 1; i += 1)
        answers.push(
          (await refusal(b.registration.verifyCode({ ...step, otp: wrongCodeFor(b, email) }))).status,
        );
      return answers;
    };
    const fresh = await answersFor('desk@irongym.example');
    expect(await answersFor(DEMO_SECOND_ADMIN.email)).toEqual(fresh);
    expect(fresh.slice(-2)).toEqual([429, 429]);
  });

  it('a sign-up code is bound to its sign-up: a resend needs its attemptId, and answers a new one', async () => {
    const step = await b.registration.register({
      name: 'Iron Gym',
      email: 'desk@irongym.example',
      location: 'USA',
    });
    const unbound = await refusal(b.registration.resendCode({ adminId: step.adminId, attemptId: 'forged' }));
    expect(unbound).toMatchObject({ status: 400, message: ATTEMPT_UNKNOWN });
    const resent = await b.registration.resendCode(step);
    await expect(
      b.registration.verifyCode({ ...step, ...resent, otp: b.codeFor('desk@irongym.example') }),
    ).resolves.toBeUndefined();
  });
});

/** The sign-in code last mailed to the demo admin (a reset code was mailed after it). */
function loginCodeOf(b: Connection): number {
  const mail = b.harness.mailer.sent.findLast(
    (m) => m.to === DEMO_ACCOUNT.email && m.subject === 'Your LoyalLoop sign-in code',
  );
  return Number(mail?.code);
}
