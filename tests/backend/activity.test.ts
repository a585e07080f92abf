/** Every change an admin makes, and each sign-in, leaves one line in the trail, written with the change. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStore } from '../../src/adapters/mirage/db/memory-store';
import type { ActivityRecord } from '../../src/backend/records';
import { DEMO_ACCOUNT } from '../../src/backend/seed/demo-account';
import { PNG_BASE64 } from '../application/backend/support/images';
import { coreUnderTest, json, type CoreUnderTest } from './support/core';

const ADMIN = { adminId: '64f1c0ffee0000000000a001', adminName: 'Avery Morgan' };
const IP = '203.0.113.7';
const png = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));

let core: CoreUnderTest;
let token: string;
beforeEach(async () => {
  core = coreUnderTest();
  token = await core.signIn();
});

const trail = (): ActivityRecord[] => core.store.snapshot().activity;
const latest = (): ActivityRecord | undefined => trail().at(-1);
const admin = (verb: 'GET' | 'POST' | 'PUT', path: string, id: string, body: Record<string, unknown> = {}) =>
  core.call(verb, path, { params: { id }, body: json(body), bearer: token, ip: IP });
const client = (id: string) => core.store.snapshot().clients.find((c) => c.userId === id);

describe('the activity trail', () => {
  it('records points added and redeemed with the balance before and after, the client and the ip', async () => {
    const before = client('LL100001')?.points ?? 0;
    await admin('POST', 'admin/view-client/addpoints/:id', 'LL100001', { points: 50, pointsReason: 'Visit' });
    expect(latest()).toMatchObject({
      ...ADMIN,
      action: 'points.added',
      clientId: 'LL100001',
      clientName: client('LL100001')?.name,
      broadcastId: null,
      broadcastText: null,
      before: String(before),
      after: String(before + 50),
      ip: IP,
      at: new Date(core.clock.now()).toISOString(),
    });
    await admin('PUT', 'admin/view-client/redeempoints/:id', 'LL100001', {
      points: 20,
      locationName: 'Oakville',
      serviceName: 'Haircut',
    });
    expect(latest()).toMatchObject({
      action: 'points.redeemed',
      before: String(before + 50),
      after: String(before + 30),
    });
  });

  it('records block and unblock with the status before and after, and notes with the text before and after', async () => {
    const current = client('LL100002');
    const next = current?.blockStatus === 'Active' ? 'Blocked' : 'Active';
    await admin('PUT', 'update/admin/view-client/:id/status', 'LL100002', {
      blockStatus: next,
      blockReason: 'Checked',
    });
    expect(latest()).toMatchObject({
      action: next === 'Blocked' ? 'client.blocked' : 'client.unblocked',
      before: current?.blockStatus,
      after: next,
    });
    await admin('PUT', 'admin/view-client/notes/:id', 'LL100002', { notes: 'New note' });
    expect(latest()).toMatchObject({ action: 'client.notes', before: current?.notes, after: 'New note' });
  });

  it('records broadcasts sent and resent by id, with the text as it was sent', async () => {
    const sent = await admin('POST', 'admin/broadcast', '', { message: 'Hello' });
    const { broadcastId } = sent.body.broadcast as { broadcastId: string };
    expect(latest()).toMatchObject({
      action: 'broadcast.sent',
      broadcastId,
      broadcastText: 'Hello',
      clientId: null,
      before: null,
    });
    await admin('POST', 'admin/broadcast/resend/:id', 'BC00001');
    const first = core.store.snapshot().broadcasts.find((b) => b.broadcastId === 'BC00001');
    expect(latest()).toMatchObject({
      action: 'broadcast.resent',
      broadcastId: 'BC00001',
      broadcastText: first?.description,
    });
  });

  it('records a new profile photo and a password reset', async () => {
    const body = {
      kind: 'form' as const,
      files: [{ field: 'image', bytes: png, declaredType: '', fileName: 'a' }],
      fields: {},
    };
    await core.call('PUT', 'admin/profile/:id/image', {
      params: { id: ADMIN.adminId },
      body,
      bearer: token,
      ip: IP,
    });
    expect(latest()).toMatchObject({ ...ADMIN, action: 'profile.photo', ip: IP });
    const { body: forgot } = await core.call('POST', 'admin/forgot-password', {
      body: json({ email: DEMO_ACCOUNT.email }),
    });
    const otp = Number(core.mailer.lastCodeFor(DEMO_ACCOUNT.email));
    const { body: verified } = await core.call('POST', 'admin/verify-reset-otp', {
      body: json({ adminId: forgot.adminId, attemptId: forgot.attemptId, otp }),
    });
    await core.call('POST', 'admin/reset-password', {
      body: json({ adminId: forgot.adminId, resetToken: verified.resetToken, newPassword: 'Fresh#Pass9' }),
      ip: IP,
    });
    expect(latest()).toMatchObject({ ...ADMIN, action: 'password.reset', ip: IP });
  });

  it('records each sign-in, each wrong password and each lock-out of the codes, which changes nothing else', async () => {
    expect(latest()).toMatchObject({ ...ADMIN, action: 'signin.succeeded' });
    await core.call('POST', 'admin/email-login', {
      body: json({ ...DEMO_ACCOUNT, password: 'Wrong#Pass1' }),
      ip: IP,
    });
    expect(latest()).toMatchObject({ ...ADMIN, action: 'signin.failed', ip: IP });
    const { body } = await core.call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
    const verify = (otp: number) =>
      core.call('POST', 'admin/verify-email-otp', {
        body: json({ adminId: body.adminId, attemptId: body.attemptId, otp }),
        ip: IP,
      });
    for (let i = 0; i < 9; i += 1) await verify(9999);
    const entries = trail().length;
    expect((await verify(9999)).status).toBe(429);
    expect((await verify(Number(core.mailer.lastCodeFor(DEMO_ACCOUNT.email)))).status).toBe(429);
    expect(trail().slice(entries)).toMatchObject([{ ...ADMIN, action: 'signin.locked', ip: IP }]);
    const { body: forgot } = await core.call('POST', 'admin/forgot-password', {
      body: json({ email: DEMO_ACCOUNT.email }),
    });
    const reset = await core.call('POST', 'admin/verify-reset-otp', {
      body: json({ adminId: forgot.adminId, attemptId: forgot.attemptId, otp: 9999 }),
    });
    expect(reset.status).toBe(429);
    expect(trail().slice(entries)).toHaveLength(1);
  });

  it('writes nothing for a refused change or a read', async () => {
    const entries = trail().length;
    await admin('PUT', 'admin/view-client/redeempoints/:id', 'LL100001', {
      points: 999_999,
      locationName: 'Oakville',
      serviceName: 'Haircut',
    });
    await admin('GET', 'admin/view-client/:id', 'LL100001');
    expect(trail()).toHaveLength(entries);
  });
});

describe('a change and its trail entry commit together', () => {
  /** The store fails after the work is done and before it commits, like a database losing its connection. */
  const failingAtCommit = (store: MemoryStore): MemoryStore => ({
    ...store,
    transaction: (work) =>
      store.transaction(async (tx) => {
        await work(tx);
        throw new Error('the connection dropped before COMMIT');
      }),
  });

  it.each([
    ['add points', 'POST', 'admin/view-client/addpoints/:id', { points: 50, pointsReason: 'Visit' }],
    ['a block', 'PUT', 'update/admin/view-client/:id/status', { blockStatus: 'Blocked', blockReason: 'x' }],
    ['notes', 'PUT', 'admin/view-client/notes/:id', { notes: 'Lost' }],
  ] as const)(
    '%s that fails at commit leaves neither the change nor its entry',
    async (_what, verb, path, body) => {
      let failing = false;
      const core = coreUnderTest({
        store: (store) => ({
          ...store,
          transaction: (work) => (failing ? failingAtCommit(store) : store).transaction(work),
          // The one-step change (the store port's changeClient) commits the same way: it fails the same way.
          changeClient: (change) =>
            (failing ? failingAtCommit(store) : store).transaction((tx) => tx.changeClient(change)),
        }),
        edit: (seed) => ({
          ...seed,
          clients: seed.clients.map((c) => ({ ...c, blockStatus: 'Active' as const })),
        }),
      });
      const bearer = await core.signIn();
      const before = structuredClone(core.store.snapshot());
      failing = true;
      const request = { params: { id: 'LL100001' }, body: json(body), bearer };
      await expect(core.call(verb, path, request)).rejects.toThrow('COMMIT');
      expect(core.store.snapshot()).toEqual(before);
      failing = false;
      expect((await core.call(verb, path, request)).status).toBe(200);
      const after = core.store.snapshot();
      expect(after.activity).toHaveLength(before.activity.length + 1);
      expect(after.clients).not.toEqual(before.clients);
    },
  );
});
