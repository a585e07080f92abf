import { expect, it } from 'vitest';
import type { VendorRegistrationData } from '../../../src/domain/entities';
import { EMAIL_INVALID } from '../../../src/domain/email';
import { describeEachBackend } from './support/describe-backends';
import { refusal } from './support/refusal';
import { otherThan } from './support/wire';

const VENDOR: VendorRegistrationData = { name: 'Iron Gym', email: 'desk@irongym.example', location: 'USA' };

describeEachBackend('vendor registration', (b) => {
  it('registers, mails a code, resends it and verifies the email', async () => {
    const { adminId, attemptId } = await b.registration.register(VENDOR);
    expect(b.harness.mailer.sent.at(-1)).toMatchObject({ to: VENDOR.email });
    const resent = await b.registration.resendCode({ adminId, attemptId });
    expect(b.harness.mailer.sent).toHaveLength(2);
    await expect(
      b.registration.verifyCode({ adminId, attemptId: resent.attemptId, otp: b.codeFor(VENDOR.email) }),
    ).resolves.toBeUndefined();
  });

  it.each([
    ['name', { ...VENDOR, name: '' }],
    ['email', { ...VENDOR, email: '' }],
    ['location', { ...VENDOR, location: '' as VendorRegistrationData['location'] }],
  ])('a missing %s is refused with 400 and a message', async (_field, data) => {
    const error = await refusal(b.registration.register(data));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/required/);
  });

  it.each(['<script>@x.com', 'test@x.com.', 'a b@x.com', 'name@example', 'two@@x.com', '.dot@x.com'])(
    'an invalid email %j is refused with 400 and the email message, and nothing is created',
    async (email) => {
      const error = await refusal(b.registration.register({ ...VENDOR, email }));
      expect(error).toMatchObject({ status: 400, message: EMAIL_INVALID });
      expect(b.harness.mailer.sent).toEqual([]);
    },
  );

  it('a country the form does not offer is refused with 400', async () => {
    const data = { ...VENDOR, location: 'Atlantis' as VendorRegistrationData['location'] };
    expect((await refusal(b.registration.register(data))).status).toBe(400);
  });

  it('an email that has an account answers as a new one, and its owner is mailed where to sign in (docs/api.md, "Rules the server adds")', async () => {
    await b.registration.register(VENDOR);
    const again = { ...VENDOR, name: 'Another', email: VENDOR.email.toUpperCase() };
    const [first, second] = [b.harness.mailer.sent.length, await b.registration.register(again)];
    expect(second).toEqual({ adminId: expect.any(String), attemptId: expect.any(String) });
    expect(b.harness.mailer.sent.slice(first)).toEqual([
      expect.objectContaining({
        to: again.email,
        code: null,
        text: expect.stringMatching(/already has an account/),
      }),
    ]);
    expect(b.harness.mailer.sent.at(-1)?.text).toMatch(/\/auth\/login.*Forgot password/s);
    // The id answered names nothing: a resend answers like any other, a code is refused like a wrong one.
    const resent = await b.registration.resendCode(second);
    const error = await refusal(b.registration.verifyCode({ ...second, ...resent, otp: 1234 }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid OTP, please try again' });
  });

  it('a wrong code is refused with the server message, and verification needs the right one', async () => {
    const { adminId, attemptId } = await b.registration.register(VENDOR);
    const wrong = otherThan(b.codeFor(VENDOR.email));
    const error = await refusal(b.registration.verifyCode({ adminId, attemptId, otp: wrong }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid OTP, please try again', notified: false });
  });
});
