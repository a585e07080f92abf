import { expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { otherThan, wireTo } from '../support/wire';

const VENDOR = { name: 'Bean There Café', email: 'owner@beanthere.example', location: 'Canada' };

describeEachBackend('vendor registration on the wire', (b) => {
  const call = wireTo(b.harness);
  const register = (body: Record<string, unknown>) => call('POST', 'admin/email-register', { body });
  const code = () => Number(b.harness.mailer.lastCodeFor(VENDOR.email));

  it('answers an id, then the emailed code verifies the email', async () => {
    const reply = await register(VENDOR);
    expect(reply.body).toMatchObject({
      type: 'success',
      adminId: expect.any(String),
      attemptId: expect.any(String),
    });
    const verified = await call('POST', 'admin/verify-email-otp', {
      body: { adminId: reply.body.adminId, attemptId: reply.body.attemptId, otp: code() },
    });
    expect(verified.status).toBe(200);
  });

  it.each(['name', 'email', 'location'])('refuses a missing %s with 400 and a message', async (field) => {
    const reply = await register({ ...VENDOR, [field]: '' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ type: 'error', message: expect.stringMatching(/required/) });
  });

  it('answers an email that has an account exactly as a new one, the demo admin one included (docs/api.md, "Rules the server adds")', async () => {
    const fresh = await register({ ...VENDOR, email: 'new.vendor@example.com' });
    const shape = (reply: typeof fresh) => ({
      ...reply,
      body: { ...reply.body, adminId: typeof reply.body.adminId, attemptId: typeof reply.body.attemptId },
    });
    await register(VENDOR);
    for (const email of ['OWNER@beanthere.example', 'admin@loyalloop.demo'])
      expect(shape(await register({ ...VENDOR, email }))).toEqual(shape(fresh));
  });

  it('resends the code: a wrong code counts, a resend answers a new attemptId, and a verified email needs none', async () => {
    const { body } = await register(VENDOR);
    const step = { adminId: body.adminId, attemptId: body.attemptId };
    const verify = (attemptId: unknown, otp: number) =>
      call('POST', 'admin/verify-email-otp', { body: { adminId: body.adminId, attemptId, otp } });
    const resend = (sent: Record<string, unknown>) => call('POST', 'admin/request-email-otp', { body: sent });
    expect((await verify(body.attemptId, otherThan(code()))).body.message).toBe(
      'Invalid OTP, please try again',
    );
    const resent = await resend(step);
    expect(resent).toMatchObject({ status: 200, body: { attemptId: expect.any(String) } });
    expect((await verify(resent.body.attemptId, code())).status).toBe(200);
    expect((await resend(step)).status).toBe(409);
    // An id that names nothing answers like a sent code, but only with the attemptId its sign-up answered.
    const taken = await register(VENDOR);
    expect((await resend({ adminId: taken.body.adminId, attemptId: taken.body.attemptId })).status).toBe(200);
    expect((await resend({ adminId: 'nope', attemptId: body.attemptId })).status).toBe(400);
  });

  it('leaves the vendor unable to sign in to the admin console with a password', async () => {
    await register(VENDOR);
    expect(
      (await call('POST', 'admin/email-login', { body: { email: VENDOR.email, password: 'Demo@1234' } }))
        .status,
    ).toBe(400);
  });
});
