import { expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../src/backend/seed/demo-account';
import { describeEachBackend } from '../support/describe-backends';
import { otherThan, wireTo, wireWithHeadersTo } from '../support/wire';

describeEachBackend('sign-in on the wire', (b) => {
  const call = wireTo(b.harness);
  const withHeaders = wireWithHeadersTo(b.harness);
  const login = (email: string, password: string) =>
    call('POST', 'admin/email-login', { body: { email, password } });
  /** The code call of the sign-in `step` answered (its adminId and attemptId). */
  const verify = (step: Record<string, unknown>, otp: unknown) =>
    call('POST', 'admin/verify-email-otp', {
      body: { adminId: step.adminId, attemptId: step.attemptId, otp, rememberMe: true },
    });
  const code = () => Number(b.harness.mailer.lastCodeFor(DEMO_ACCOUNT.email));

  it('answers the admin id and the attemptId for the right email (any case) and password, with type and message', async () => {
    const reply = await login('ADMIN@loyalloop.demo', DEMO_ACCOUNT.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 'success',
      adminId: expect.any(String),
      attemptId: expect.stringMatching(/^[0-9a-z]+\.[0-9a-f]{24}$/),
      message: expect.any(String),
    });
  });

  it('refuses a wrong password and an unknown email with the same 400 answer', async () => {
    const wrongPassword = await login(DEMO_ACCOUNT.email, 'Wrong@1234');
    const unknownEmail = await login('nobody@loyalloop.demo', DEMO_ACCOUNT.password);
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(400);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.type).toBe('error');
  });

  it('refuses a missing password with 400', async () => {
    expect((await login(DEMO_ACCOUNT.email, '')).status).toBe(400);
  });

  it('verifies the code as a number and answers JWT-shaped tokens, the access token for an hour', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const reply = await verify(body, code());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ type: 'success', adminId: body.adminId });
    const [header, payload, signature] = String(reply.body.accessToken).split('.');
    expect(header && signature).toBeTruthy();
    const claims = JSON.parse(atob(String(payload).replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(3600);
    expect(String(reply.body.refreshToken).split('.')).toHaveLength(3);
  });

  it('answers another number than the code with exactly the invalid-code answer', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const reply = await verify(body, otherThan(code()));
    expect(reply).toEqual({ status: 400, body: { type: 'error', message: 'Invalid OTP, please try again' } });
  });

  it.each([['abcd'], ['12 34'], [12_345], [1.5], [-1], [null], [{}]])(
    'refuses the code %j with 400 without counting it as a try',
    async (otp) => {
      const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      for (let i = 0; i < 5; i += 1) expect((await verify(body, otp)).status).toBe(400);
      expect((await verify(body, code())).status).toBe(200);
    },
  );

  it('accepts a code only once', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const otp = code();
    expect((await verify(body, otp)).status).toBe(200);
    expect((await verify(body, otp)).status).toBe(400);
  });

  it('refuses a code after 10 minutes', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    b.harness.advanceClock(10 * 60 * 1000);
    const reply = await verify(body, code());
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/expired/);
  });

  it('locks the code step after 10 wrong codes, even for the right code, and a new code waits too', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await verify(body, otherThan(code()))).status);
    expect(statuses).toEqual([...Array<number>(9).fill(400), 429]);
    const locked = await verify(body, code());
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many wrong codes/);
    const resent = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await verify(resent.body, code())).status).toBe(429);
  });

  it('a locked code step answers Retry-After, the seconds the lock has left, readable by a console elsewhere (docs/product.md §10.7)', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    for (let i = 0; i < 10; i += 1) await verify(body, otherThan(code()));
    const first = await withHeaders('POST', 'admin/verify-email-otp', {
      body: { adminId: body.adminId, attemptId: body.attemptId, otp: code(), rememberMe: true },
    });
    expect(first.status).toBe(429);
    expect(first.headers.get('Retry-After')).toBe('3600');
    expect(first.headers.get('Access-Control-Expose-Headers')).toMatch(/\bRetry-After\b/);
    b.harness.advanceClock(20 * 60 * 1000);
    // The first code has expired by now: a new one waits out the same lock.
    const resent = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const later = await withHeaders('POST', 'admin/verify-email-otp', {
      body: { adminId: resent.body.adminId, attemptId: resent.body.attemptId, otp: code(), rememberMe: true },
    });
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('2400');
  });

  it('refuses a code sent without the attemptId, or with another, unjudged and uncounted', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    for (const attemptId of [undefined, '', 'forged', 42])
      for (let i = 0; i < 3; i += 1) {
        const reply = await verify({ adminId: body.adminId, attemptId }, otherThan(code()));
        expect(reply).toEqual({
          status: 400,
          body: { type: 'error', message: expect.stringMatching(/not requested here|must be text/) },
        });
      }
    expect((await verify(body, code())).status).toBe(200);
  });

  it('counts wrong codes exactly when they arrive together: 14 at once lock the code step', async () => {
    const { body } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const wrong = otherThan(code());
    const statuses = await Promise.all(Array.from({ length: 14 }, () => verify(body, wrong)));
    expect(statuses.map((r) => r.status).sort()).toEqual([
      ...Array<number>(9).fill(400),
      ...Array<number>(5).fill(429),
    ]);
    expect((await verify(body, code())).status).toBe(429);
  });
});
