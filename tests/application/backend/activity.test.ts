/**
 * The activity trail on every host, through the app's own repository: each change writes exactly one entry
 * with its before and after, refusals write none (except a locked code), and the list filters and pages.
 */
import { beforeEach, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { WRONG_CODES_PER_HOUR } from '../../../src/backend/rules/code-guesses';
import type { ActivityEntry } from '../../../src/domain/entities';
import type { ActivityFilters } from '../../../src/domain/filters.types';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { png } from './support/images';
import { NO_ACTIVITY_FILTERS, refusal } from './support/refusal';
import { otherThan } from './support/wire';

const ME = { adminId: '64f1c0ffee0000000000a001', adminName: 'Avery Morgan' };

/** Runs `change` and answers the entries it added to the trail, newest first. */
async function written(b: Connection, change: () => Promise<unknown>): Promise<ActivityEntry[]> {
  const before = (await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1 })).total;
  await change();
  const after = await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1, size: 100 });
  return after.rows.slice(0, after.total - before);
}

describeEachBackend('the activity trail records every change', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });

  it('points added and redeemed, with the balance before and after', async () => {
    const start = (await b.clients.get('LL100040')).points;
    const added = await written(b, () =>
      b.clients.addPoints('LL100040', { points: 75, pointsReason: 'Visit', adminId }),
    );
    const redeemed = await written(b, () =>
      b.clients.redeemPoints('LL100040', {
        points: 20,
        locationName: 'Oakville',
        serviceName: 'Haircut',
        adminId,
      }),
    );
    const name = (await b.clients.get('LL100040')).name;
    const client = { clientId: 'LL100040', clientName: name, broadcastId: null, broadcastText: null };
    expect(added).toMatchObject([
      { ...ME, ...client, action: 'points.added', before: `${start}`, after: `${start + 75}` },
    ]);
    expect(redeemed).toMatchObject([
      { ...ME, ...client, action: 'points.redeemed', before: `${start + 75}`, after: `${start + 55}` },
    ]);
    expect(added[0]?.at).toBe(new Date(b.harness.now()).toISOString());
  });

  it('a block and an unblock with the status before and after, and notes with the text before and after', async () => {
    const client = await b.clients.get('LL100041');
    const next = client.blockStatus === 'Active' ? 'Blocked' : 'Active';
    const changed = await written(b, () =>
      b.clients.changeStatus('LL100041', { blockStatus: next, blockReason: 'Checked' }),
    );
    const back = await written(b, () =>
      b.clients.changeStatus('LL100041', { blockStatus: client.blockStatus, blockReason: 'Again' }),
    );
    const notes = await written(b, () => b.clients.saveNotes('LL100041', 'Prefers mornings'));
    const action = (status: string) => (status === 'Blocked' ? 'client.blocked' : 'client.unblocked');
    expect(changed).toMatchObject([{ action: action(next), before: client.blockStatus, after: next }]);
    expect(back).toMatchObject([{ action: action(client.blockStatus), before: next }]);
    expect(notes).toMatchObject([
      { action: 'client.notes', clientId: 'LL100041', before: client.notes ?? '', after: 'Prefers mornings' },
    ]);
  });

  it('a broadcast sent and resent, with its text as sent', async () => {
    const sent = await written(b, () => b.broadcasts.send({ message: 'Free coffee Friday', adminId }));
    const [newest] = (await b.broadcasts.list({ from: '', to: '', search: 'free coffee' })).rows;
    const resent = await written(b, () => b.broadcasts.resend(newest?.broadcastId ?? '', adminId));
    const broadcast = { broadcastId: newest?.broadcastId, broadcastText: 'Free coffee Friday' };
    expect(sent).toMatchObject([{ ...ME, ...broadcast, action: 'broadcast.sent', clientId: null }]);
    expect(resent).toMatchObject([{ ...ME, ...broadcast, action: 'broadcast.resent' }]);
  });

  it('a new profile photo, a password reset and a sign-in, which name no client', async () => {
    const none = { clientId: null, clientName: null, before: null, after: null };
    const photo = await written(b, () => b.profiles.uploadImage(adminId, png()));
    const reset = await written(b, async () => {
      const { attemptId } = await b.auth.requestResetCode(DEMO_ACCOUNT.email);
      const otp = b.codeFor(DEMO_ACCOUNT.email);
      const { resetToken } = await b.auth.verifyResetCode({ adminId, attemptId, otp });
      await b.auth.resetPassword({ adminId, resetToken, newPassword: 'Another#Pass1' });
      // The reset ended every session, this one too: the trail is read in a new one.
      await b.signInAs({ email: DEMO_ACCOUNT.email, password: 'Another#Pass1' });
    });
    const signIn = await written(b, async () => {
      await b.signInAs({ email: DEMO_ACCOUNT.email, password: 'Another#Pass1' });
    });
    expect(photo).toMatchObject([{ ...ME, ...none, action: 'profile.photo' }]);
    expect(reset).toMatchObject([
      { ...ME, ...none, action: 'signin.succeeded' },
      { ...ME, ...none, action: 'password.reset' },
    ]);
    expect(signIn).toMatchObject([{ ...ME, ...none, action: 'signin.succeeded' }]);
  });

  it('a refused change writes nothing, and neither does a read (a wrong password does: below)', async () => {
    const balance = (await b.clients.get('LL100042')).points;
    const status = (await b.clients.get('LL100042')).blockStatus;
    const none = await written(b, async () => {
      const redeem = { points: balance + 1, locationName: 'Oakville', serviceName: 'Haircut', adminId };
      expect((await refusal(b.clients.redeemPoints('LL100042', redeem))).status).toBe(422);
      const same = { blockStatus: status, blockReason: 'x' };
      expect((await refusal(b.clients.changeStatus('LL100042', same))).status).toBe(422);
      expect((await refusal(b.clients.saveNotes('LL999999', 'x'))).status).toBe(404);
      expect((await refusal(b.broadcasts.send({ message: '', adminId }))).status).toBe(400);
      await b.clients.list({ from: '', to: '', location: [], blockStatus: [], search: '' });
    });
    expect(none).toEqual([]);
  });

  it('a wrong code writes nothing until the codes lock; the lock-out writes signin.locked once (docs/security.md, "Codes and sign-in")', async () => {
    const step = await b.auth.requestLoginCode(DEMO_ACCOUNT);
    const wrong = { ...step, otp: otherThan(b.codeFor(DEMO_ACCOUNT.email)), rememberMe: false };
    const tries = await written(b, async () => {
      for (let i = 0; i < WRONG_CODES_PER_HOUR - 1; i += 1) await refusal(b.auth.verifyLoginCode(wrong));
    });
    expect(tries).toEqual([]);
    const locked = await written(b, async () => {
      expect((await refusal(b.auth.verifyLoginCode(wrong))).status).toBe(429);
      expect((await refusal(b.auth.verifyLoginCode(wrong))).status).toBe(429);
    });
    expect(locked).toMatchObject([{ ...ME, action: 'signin.locked', clientId: null }]);
  });

  it('a wrong password of an admin writes signin.failed; an unknown email writes nothing', async () => {
    const entries = await written(b, async () => {
      await refusal(b.auth.requestLoginCode({ email: DEMO_ACCOUNT.email, password: 'Wrong#Pass1' }));
      await refusal(b.auth.requestLoginCode({ email: 'nobody@example.com', password: 'Wrong#Pass1' }));
    });
    expect(entries).toMatchObject([{ ...ME, action: 'signin.failed', clientId: null }]);
  });
});

describeEachBackend('the activity list', (b) => {
  let adminId: string;
  const list = (filters: Partial<ActivityFilters>, number = 1, size?: number) =>
    b.activity.list({ ...NO_ACTIVITY_FILTERS, ...filters }, { number, size });
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });

  it('is never empty: the seed wrote what its history would have, and pages of 7 come newest first', async () => {
    const first = await list({});
    expect(first.totalExact).toBe(true);
    expect(first.total).toBeGreaterThan(300);
    expect(first.rows).toHaveLength(7);
    expect(first.rows[0]).toMatchObject({ ...ME, action: 'signin.succeeded' });
    const all = await list({}, 1, 100);
    const keys = all.rows.map((e) => [e.at, e.seq] as const);
    const sorted = [...keys].sort(([a, x], [c, y]) => (a === c ? y - x : a < c ? 1 : -1));
    expect(keys).toEqual(sorted);
    const second = await list({}, 2);
    expect(second.rows).toEqual(all.rows.slice(7, 14));
  });

  it.each([
    'points.added',
    'points.redeemed',
    'client.blocked',
    'client.unblocked',
    'broadcast.sent',
  ] as const)('holds the seeded history as %s entries', async (action) => {
    expect((await list({ action: [action] })).total).toBeGreaterThan(0);
  });

  it('filters by any of several actions, by admin, and by whole UTC days', async () => {
    const seeded = await list({ action: ['broadcast.sent', 'client.blocked'] }, 1, 100);
    expect(seeded.rows.length).toBeGreaterThan(0);
    expect(seeded.rows.every((e) => ['broadcast.sent', 'client.blocked'].includes(e.action))).toBe(true);
    const other = await list({ adminId: '64f1c0ffee0000000000a002' }, 1, 100);
    expect(other.total).toBeGreaterThan(0);
    expect(other.rows.every((e) => e.adminName === 'Jordan Lee')).toBe(true);
    const sample = seeded.rows.at(-1);
    const day = sample?.at.slice(0, 10) ?? '';
    const thatDay = await list({ from: day, to: day }, 1, 100);
    expect(thatDay.rows.map((e) => e.seq)).toContain(sample?.seq);
    expect(thatDay.rows.every((e) => e.at.startsWith(day))).toBe(true);
  });

  it('matches a client id whole, regardless of case, never as a part of another (docs/api.md, "The activity trail")', async () => {
    await b.clients.addPoints('LL100040', { points: 5, pointsReason: 'x', adminId });
    const exact = await list({ clientId: 'LL100040' }, 1, 100);
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.rows.every((e) => e.clientId === 'LL100040')).toBe(true);
    expect((await list({ clientId: 'LL10004' })).total).toBe(0);
    for (const typed of ['ll100040', 'Ll100040', ' ll100040 '])
      expect(await list({ clientId: typed }, 1, 100)).toEqual(exact);
  });

  it('searches client id, client name and broadcast text, whatever the case', async () => {
    await b.broadcasts.send({ message: 'Patio night: 100% Fun', adminId });
    const byText = await list({ search: 'PATIO NIGHT: 100%' });
    expect(byText.rows.map((e) => e.broadcastText)).toContain('Patio night: 100% Fun');
    const client = await b.clients.get('LL100041');
    const byName = await list({ search: client.name.toUpperCase() }, 1, 100);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((e) => e.clientName?.toLowerCase().includes(client.name.toLowerCase()))).toBe(
      true,
    );
    expect((await list({ search: 'avery morgan' })).total).toBe(0);
  });

  it('refuses a bad filter with 400 and a message', async () => {
    const error = await refusal(list({ action: ['gift' as never] }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/action/);
    expect((await refusal(list({}, 1, 101))).status).toBe(400);
  });
});

describeEachBackend(
  'the activity total past its cap (lowered to 5 for the test)',
  (b) => {
    it('is exact up to the cap, then the cap with totalExact false', async () => {
      await b.signIn();
      const notes = (n: number) => b.clients.saveNotes('LL100043', `note ${n}`);
      const filters = { ...NO_ACTIVITY_FILTERS, clientId: 'LL100043', action: ['client.notes' as const] };
      for (let n = 1; n <= 5; n += 1) await notes(n);
      expect(await b.activity.list(filters, { number: 1, size: 2 })).toMatchObject({
        total: 5,
        totalExact: true,
      });
      await notes(6);
      const capped = await b.activity.list(filters, { number: 1, size: 2 });
      expect(capped).toMatchObject({ total: 5, totalExact: false });
      expect(capped.rows.map((e) => e.after)).toEqual(['note 6', 'note 5']);
      const third = await b.activity.list(filters, { number: 3, size: 2 });
      expect(third.rows.map((e) => e.after)).toEqual(['note 2', 'note 1']);
    });
  },
  { backend: { activity: { countUpTo: 5 } } },
);

describeEachBackend('the Activity page’s Admin picker, through the app’s repository', (b) => {
  it('lists every admin by name with the id the trail is filtered by', async () => {
    const { adminId } = await b.signIn();
    const admins = await b.activity.admins();
    expect(admins).toContainEqual({ id: adminId, name: ME.adminName });
    expect(admins).toContainEqual({ id: '64f1c0ffee0000000000a002', name: 'Jordan Lee' });
    expect(admins.map((admin) => admin.name)).toEqual(admins.map((admin) => admin.name).sort());
    const mine = await b.activity.list({ ...NO_ACTIVITY_FILTERS, adminId }, { number: 1, size: 100 });
    expect(mine.rows.every((entry) => entry.adminId === adminId)).toBe(true);
  });
});
