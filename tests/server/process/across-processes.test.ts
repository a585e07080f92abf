/**
 * Two built server processes on one PostgreSQL database: codes, wrong-code lockouts and rate limits live in
 * the database, so whichever process a request reaches, they count the same.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tooManyCodes } from '../../../src/backend/rules/code-answers';
import { FIRST_WAIT_MS, WRONG_CODES_PER_HOUR } from '../../../src/backend/rules/code-guesses';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { clientIdFor } from '../../../src/backend/seed/clients';
import { MESSAGES } from '../../../src/domain/messages';
import { otherThan } from '../../application/backend/support/wire';
import { callTo, demoDatabase, signInAcross, startPair } from '../support/process-pair';
import { describePostgresLeg } from '../support/postgres-leg';
import type { ServerProcess } from '../support/server-process';
import type { TestDatabase } from '../support/test-database';

describePostgresLeg('two server processes on one PostgreSQL database', (url) => {
  let database: TestDatabase | null = null;
  let env: Record<string, string> = {};
  let servers: ServerProcess[] = [];
  const server = (index: number): ServerProcess => {
    const found = servers[index];
    if (!found) throw new Error('the servers are not started');
    return found;
  };
  beforeAll(async () => {
    ({ database, env } = await demoDatabase(url));
    servers = await startPair(env);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('a code mailed by one is verified by the other, and each accepts the token the other issued', async () => {
    const [a, b] = [server(0), server(1)];
    const { token, adminId } = await signInAcross(a, b);
    for (const process of [a, b]) {
      const profile = await callTo(process)('GET', `admin/profile/${adminId}`, { token });
      expect(profile).toMatchObject({ status: 200, body: { admin: { email: DEMO_ACCOUNT.email } } });
    }
  });

  it('a logout on one is refused on the other at the next call (the session lives in the database)', async () => {
    const [a, b] = [server(0), server(1)];
    const { token, adminId } = await signInAcross(a, b);
    // Both have checked (and remembered) the token before the logout.
    // GET one client reads the session with the client in one statement: it ends at once too.
    const client = `admin/view-client/${clientIdFor(0)}`;
    for (const process of [a, b])
      for (const path of [`admin/profile/${adminId}`, client])
        expect((await callTo(process)('GET', path, { token })).status).toBe(200);
    expect((await callTo(a)('POST', 'admin/logout', { token })).status).toBe(200);
    expect((await callTo(b)('GET', `admin/profile/${adminId}`, { token })).status).toBe(401);
    const refused = await callTo(b)('GET', client, { token });
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain(clientIdFor(0));
  });

  it('an API key revoked on one is refused by the other at its next call (docs/api.md, API keys)', async () => {
    const [a, b] = [server(0), server(1)];
    const { token } = await signInAcross(a, b);
    const body = { name: 'Till 1 Oakville', scopes: ['clients:read', 'points:write'] };
    const made = await callTo(a)('POST', 'admin/api-keys', { token, body });
    expect(made.status).toBe(201);
    const { secret, apiKey } = made.body as { secret: string; apiKey: { _id: string } };
    const client = `admin/view-client/${clientIdFor(0)}`;
    // Both have judged the key before it is revoked.
    for (const process of [a, b])
      expect((await callTo(process)('GET', client, { token: secret })).status).toBe(200);
    const revoked = await callTo(a)('POST', `admin/api-keys/${apiKey._id}/revoke`, { token });
    expect(revoked.status).toBe(200);
    const refused = await callTo(b)('GET', client, { token: secret });
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain(clientIdFor(0));
  });

  it('wrong codes count across both: the tenth locks the code step on either, the code just mailed too', async () => {
    const [a, b] = [server(0), server(1)];
    const { result: login, code } = await a.mailed(DEMO_ACCOUNT.email, () =>
      callTo(a)('POST', 'admin/email-login', { body: DEMO_ACCOUNT }),
    );
    const { adminId, attemptId } = login.body;
    const verify = (process: ServerProcess, otp: number) =>
      callTo(process)('POST', 'admin/verify-email-otp', { body: { adminId, attemptId, otp } });
    const wrong = otherThan(Number(code));
    // Alternating: neither process alone saw ten.
    const answers = [];
    for (let i = 0; i < WRONG_CODES_PER_HOUR; i += 1) answers.push(await verify(i % 2 ? b : a, wrong));
    const judged = WRONG_CODES_PER_HOUR - 1;
    expect(answers.map((r) => r.status)).toEqual([...Array<number>(judged).fill(400), 429]);
    expect(answers.slice(0, judged).map((r) => r.body.message)).toEqual(
      Array(judged).fill(MESSAGES.invalidOtp),
    );
    const locked = { status: 429, body: { message: tooManyCodes(FIRST_WAIT_MS) } };
    expect(answers[judged]).toMatchObject(locked);
    expect(await verify(b, Number(code))).toMatchObject(locked);
  });

  it('a rate limit counts across both: it fires at the limit, though neither process saw that many', async () => {
    const limited = await startPair({ ...env, RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const [a, b] = [limited[0], limited[1]];
      if (!a || !b) throw new Error('two servers');
      const forgot = (process: ServerProcess) =>
        callTo(process)('POST', 'admin/forgot-password', { body: { email: 'nobody@example.com' } });
      const answers = [];
      for (const process of [a, b, a, b, a, b]) answers.push(await forgot(process));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429, 429]);
      expect(answers[4]?.body).toEqual({
        type: 'error',
        message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
      });
    } finally {
      await Promise.all(limited.map((s) => s.stop()));
    }
  });
});
