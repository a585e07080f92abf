/**
 * The trail's security events on every host (docs/security.md, "The trail"): a refresh token used twice,
 * a sign-out, and each export, with who and when; a refused export writes nothing.
 */
import { expect, it } from 'vitest';
import type { ActivityEntry } from '../../../src/domain/entities';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const ME = { adminId: '64f1c0ffee0000000000a001', adminName: 'Avery Morgan' };

/** The newest entries of the trail, read as the signed-in demo admin. */
async function newest(b: Connection, count: number): Promise<ActivityEntry[]> {
  const page = await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1, size: 20 });
  return page.rows.slice(0, count);
}

describeEachBackend('the trail records security events', (b) => {
  it('a refresh token used twice: session.reused, at the time of the reuse', async () => {
    const { refreshToken } = await b.signIn();
    await b.refresh(refreshToken);
    b.harness.advanceClock(60_000);
    expect((await refusal(b.refresh(refreshToken))).status).toBe(401);
    await b.signIn();
    const [, reused] = await newest(b, 2);
    expect(reused).toMatchObject({
      ...ME,
      action: 'session.reused',
      clientId: null,
      before: null,
      after: null,
    });
    expect(reused?.at).toBe(new Date(b.harness.now()).toISOString());
  });

  it('an expired or unknown refresh token is no reuse and writes nothing', async () => {
    await b.signIn();
    const before = (await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1 })).total;
    expect((await refusal(b.refresh('not.a.token'))).status).toBe(401);
    expect((await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1 })).total).toBe(before);
  });

  it('a sign-out: signout, by the admin who signed out', async () => {
    await b.signIn();
    await b.auth.logout();
    await b.signIn();
    const [, signedOut] = await newest(b, 2);
    expect(signedOut).toMatchObject({ ...ME, action: 'signout' });
  });

  it('each export: clients.exported, points.exported, activity.exported; a refused one writes nothing', async () => {
    await b.signIn();
    await b.clients.export(NO_CLIENT_FILTERS, 'UTC');
    await b.transactions.export({ ...NO_POINTS_FILTERS, search: 'x' }, 'UTC');
    await b.activity.export(NO_ACTIVITY_FILTERS);
    expect((await newest(b, 3)).map((e) => [e.action, e.adminId])).toEqual([
      ['activity.exported', ME.adminId],
      ['points.exported', ME.adminId],
      ['clients.exported', ME.adminId],
    ]);
    const before = (await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1 })).total;
    await refusal(b.clients.export({ ...NO_CLIENT_FILTERS, from: '2024-02-30' }, 'UTC'));
    await refusal(b.transactions.export({ ...NO_POINTS_FILTERS, from: '2024-02-30' }, 'UTC'));
    await refusal(b.activity.export({ ...NO_ACTIVITY_FILTERS, from: '2024-02-30' }));
    expect((await b.activity.list(NO_ACTIVITY_FILTERS, { number: 1 })).total).toBe(before);
  });
});
