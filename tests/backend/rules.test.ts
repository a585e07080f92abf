/** Rules of the core that need a data set or a code no host can arrange on demand. */
import { describe, expect, it } from 'vitest';
import { MAX_BALANCE } from '../../src/domain/constants';
import { DEMO_ACCOUNT } from '../../src/backend/seed/demo-account';
import { coreUnderTest, json } from './support/core';

describe('a balance never passes what the integer column holds', () => {
  const nearTheTop = () =>
    coreUnderTest({
      edit: (seed) => ({
        ...seed,
        clients: seed.clients.map((c) =>
          c.userId === 'LL100001' ? { ...c, points: MAX_BALANCE - 500_000 } : c,
        ),
      }),
    });
  const add = async (core: ReturnType<typeof nearTheTop>, points: number) =>
    core.call('POST', 'admin/view-client/addpoints/:id', {
      params: { id: 'LL100001' },
      body: json({ points, pointsReason: 'Top-up' }),
      bearer: await core.signIn(),
    });

  it('an add that would pass 2,147,483,647 is refused with 422 and a message, and changes nothing', async () => {
    const core = nearTheTop();
    const before = structuredClone(core.store.snapshot());
    const answer = await add(core, 500_001);
    expect(answer).toMatchObject({
      status: 422,
      body: { type: 'error', message: expect.stringContaining('2,147,483,647') },
    });
    expect(Object.keys(answer.body)).toEqual(['type', 'message']);
    expect(core.store.snapshot().clients).toEqual(before.clients);
    expect(core.store.snapshot().transactions).toEqual(before.transactions);
  });

  it('an add up to exactly 2,147,483,647 is booked', async () => {
    const core = nearTheTop();
    expect((await add(core, 500_000)).status).toBe(200);
    expect(core.store.snapshot().clients.find((c) => c.userId === 'LL100001')?.points).toBe(MAX_BALANCE);
  });
});

describe('codes', () => {
  it.each([123, '0123'])('the code 0123 is right when sent as %j (compared as numbers)', async (otp) => {
    const core = coreUnderTest({ codes: ['0123'] });
    const { body } = await core.call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
    const verified = await core.call('POST', 'admin/verify-email-otp', {
      body: json({ adminId: body.adminId, attemptId: body.attemptId, otp }),
    });
    expect(verified.status).toBe(200);
  });

  it('are mailed with a subject and a text that name the code', async () => {
    const core = coreUnderTest({ codes: ['5678'] });
    await core.call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
    expect(core.mailer.sent).toEqual([
      {
        to: DEMO_ACCOUNT.email,
        subject: expect.any(String),
        text: expect.stringContaining('5678'),
        code: '5678',
      },
    ]);
  });

  it('a code and a reset token are kept only as their keyed hashes: the stored rows hold neither', async () => {
    const core = coreUnderTest({ codes: ['0420'] });
    const { body } = await core.call('POST', 'admin/forgot-password', {
      body: json({ email: DEMO_ACCOUNT.email }),
    });
    const [kept] = core.store.snapshot().codes;
    expect(kept).toMatchObject({ accountId: body.adminId, purpose: 'reset' });
    expect(JSON.stringify(core.store.snapshot().codes)).not.toMatch(/0420|"420"/);
    const verified = await core.call('POST', 'admin/verify-reset-otp', {
      body: json({ adminId: body.adminId, attemptId: body.attemptId, otp: 420 }),
    });
    const resetToken = String(verified.body.resetToken);
    expect(resetToken.length).toBeGreaterThan(0);
    const tokens = core.store.snapshot().oneTimeTokens;
    expect(tokens).toEqual([expect.objectContaining({ kind: 'reset', accountId: body.adminId })]);
    expect(JSON.stringify(tokens)).not.toContain(resetToken);
  });

  it('a wrong code never answers 401, which would end a signed-in session', async () => {
    const core = coreUnderTest({ codes: ['5678'] });
    const { body } = await core.call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
    const statuses: number[] = [];
    const wrong = json({ adminId: body.adminId, attemptId: body.attemptId, otp: 1 });
    for (let i = 0; i < 11; i += 1)
      statuses.push((await core.call('POST', 'admin/verify-email-otp', { body: wrong })).status);
    expect(statuses).toEqual([...Array<number>(9).fill(400), 429, 429]);
  });
});

describe('a reset for an unknown email', () => {
  it("answers the generator's opaque id for that email: the same each time, another for another email", async () => {
    const core = coreUnderTest();
    const forgot = async (email: string) =>
      (await core.call('POST', 'admin/forgot-password', { body: json({ email }) })).body.adminId;
    const first = await forgot('Someone@Example.com');
    expect(first).toBe(core.ports.generate.opaqueId('reset:someone@example.com'));
    expect(await forgot('someone@example.com')).toBe(first);
    expect(await forgot('other@example.com')).not.toBe(first);
    expect(core.mailer.sent).toEqual([]);
  });
});
