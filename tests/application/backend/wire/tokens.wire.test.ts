import { expect, it } from 'vitest';
import { TOKEN_MAX } from '../../../../src/backend/input/text';
import { describeEachBackend } from '../support/describe-backends';
import { signInOverWire, wireTo } from '../support/wire';

/** Every call of docs/product.md §7 that is not public. */
export const ADMIN_CALLS: [string, string][] = [
  ['GET', 'admin/profile/64f1c0ffee0000000000a001'],
  ['PUT', 'admin/profile/64f1c0ffee0000000000a001/image'],
  ['GET', 'retrieve/admin/view-clients'],
  ['GET', 'admin/view-client/LL100001'],
  ['PUT', 'update/admin/view-client/LL100001/status'],
  ['POST', 'admin/view-client/addpoints/LL100001'],
  ['PUT', 'admin/view-client/redeempoints/LL100001'],
  ['PUT', 'admin/view-client/notes/LL100001'],
  ['GET', 'admin/points-transactions'],
  ['GET', 'admin/points-transactions/TX0000001'],
  ['POST', 'admin/broadcast'],
  ['POST', 'admin/broadcast/resend/BC00001'],
  ['GET', 'admin/broadcasts'],
  ['GET', 'admin/broadcast/BC00001'],
];
const withBody = (method: string) => (method === 'GET' ? undefined : {});

describeEachBackend('tokens on the wire', (b) => {
  const call = wireTo(b.harness);

  it.each(ADMIN_CALLS)('%s %s answers 401 without a token', async (method, path) => {
    const reply = await call(method, path, { body: withBody(method) });
    expect(reply.status).toBe(401);
    expect(reply.body.type).toBe('error');
  });

  it('accepts its own token and refuses an edited one', async () => {
    const { token } = await signInOverWire(b.harness);
    expect((await call('GET', 'admin/broadcasts', { token })).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const edited = JSON.parse(atob(String(payload).replace(/-/g, '+').replace(/_/g, '/'))) as Record<
      string,
      unknown
    >;
    edited.exp = Number(edited.exp) + 86_400;
    const forged = `${header}.${btoa(JSON.stringify(edited)).replace(/=+$/, '')}.${signature}`;
    expect((await call('GET', 'admin/broadcasts', { token: forged })).status).toBe(401);
    expect((await call('GET', 'admin/broadcasts', { token: 'not-a-token' })).status).toBe(401);
    // Past the longest token the core reads (a longer header than any host takes is the wire suite's).
    const long = 'x'.repeat(TOKEN_MAX + 1);
    expect((await call('GET', 'admin/broadcasts', { token: long })).status).toBe(401);
  });

  it('refuses a token at the end of its hour', async () => {
    const { token } = await signInOverWire(b.harness);
    b.harness.advanceClock(3599 * 1000);
    expect((await call('GET', 'admin/broadcasts', { token })).status).toBe(200);
    b.harness.advanceClock(1000);
    expect((await call('GET', 'admin/broadcasts', { token })).status).toBe(401);
  });

  it('does not accept a refresh token as an access token', async () => {
    const { refreshToken } = await signInOverWire(b.harness);
    expect((await call('GET', 'admin/broadcasts', { token: refreshToken })).status).toBe(401);
  });

  it('refuses a vendor token on every admin call with 403', async () => {
    const email = 'owner@beanthere.example';
    const registered = await call('POST', 'admin/email-register', {
      body: { name: 'Bean There Café', email, location: 'Canada' },
    });
    const verified = await call('POST', 'admin/verify-email-otp', {
      body: {
        adminId: registered.body.adminId,
        attemptId: registered.body.attemptId,
        otp: Number(b.harness.mailer.lastCodeFor(email)),
      },
    });
    expect(verified.status).toBe(200);
    const token = String(verified.body.accessToken);
    for (const [method, path] of ADMIN_CALLS) {
      expect((await call(method, path, { token, body: withBody(method) })).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });
});
