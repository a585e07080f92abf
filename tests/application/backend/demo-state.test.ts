import { expect, it } from 'vitest';
import { STORAGE_KEY } from '../../../src/adapters/mirage';
import { connect } from './support/connection';
import { describeDemoOnly } from './support/describe-backends';
import { mirageHarness } from './support/mirage-harness';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, refusal } from './support/refusal';

describeDemoOnly(
  'the demo keeps what the user did',
  (backend, demo) => {
    it('a change survives a restart (reload) and "Reset demo data" brings the seed back', async () => {
      const { adminId } = await backend.signIn();
      const before = (await backend.clients.get('LL100040')).points;
      await backend.clients.addPoints('LL100040', { points: 500, pointsReason: 'Kept', adminId });
      const reloaded = mirageHarness({ persist: true });
      await demo.stop();
      await reloaded.start();
      const again = connect(reloaded);
      again.session.token = backend.session.token;
      expect((await again.clients.get('LL100040')).points).toBe(before + 500);
      reloaded.demo.reset();
      expect((await again.clients.get('LL100040')).points).toBe(before);
      expect(localStorage.getItem(STORAGE_KEY)).not.toContain('"Kept"');
      await reloaded.stop();
    });
  },
  { persist: true },
);

describeDemoOnly(
  'the demo keeps its trail with its data',
  (backend, demo) => {
    it('a change and its entry survive a reload, and "Reset demo data" replaces the trail with the seed\'s', async () => {
      const { adminId } = await backend.signIn();
      const seededAndSignIn = (await backend.activity.list(NO_ACTIVITY_FILTERS, { number: 1 })).total;
      await backend.clients.saveNotes('LL100040', 'Kept in the trail');
      const reloaded = mirageHarness({ persist: true });
      await demo.stop();
      await reloaded.start();
      const again = connect(reloaded);
      again.session.token = backend.session.token;
      const kept = await again.activity.list(NO_ACTIVITY_FILTERS, { number: 1 });
      expect(kept.total).toBe(seededAndSignIn + 1);
      expect(kept.rows[0]).toMatchObject({ adminId, action: 'client.notes', after: 'Kept in the trail' });
      reloaded.demo.reset();
      const reset = await again.activity.list(NO_ACTIVITY_FILTERS, { number: 1 });
      expect(reset.total).toBe(seededAndSignIn - 1);
      expect(reset.rows.some((e) => e.action === 'signin.succeeded')).toBe(false);
      expect(localStorage.getItem(STORAGE_KEY)).not.toContain('Kept in the trail');
      await reloaded.stop();
    });
  },
  { persist: true },
);

describeDemoOnly('knobs make failures honest', (backend, demo) => {
  it('a forced network error reaches the use case as a RequestError without a status, and nothing changed', async () => {
    const { adminId } = await backend.signIn();
    const before = await backend.clients.get('LL100041');
    demo.demo.knobs.fail({ path: 'addpoints' }, { kind: 'network', times: 1 });
    const error = await refusal(
      backend.clients.addPoints('LL100041', { points: 5, pointsReason: 'x', adminId }),
    );
    expect(error.status).toBeNull();
    expect(await backend.clients.get('LL100041')).toEqual(before);
  });

  it('a failure after saving loses the answer but keeps the change', async () => {
    const { adminId } = await backend.signIn();
    const before = (await backend.clients.get('LL100042')).points;
    demo.demo.knobs.fail(
      { method: 'POST', path: 'addpoints' },
      { kind: 'server-error', afterSaving: true, times: 1 },
    );
    expect(
      (await refusal(backend.clients.addPoints('LL100042', { points: 5, pointsReason: 'x', adminId })))
        .status,
    ).toBe(500);
    expect((await backend.clients.get('LL100042')).points).toBe(before + 5);
  });

  it('a malformed answer is a clear error, not undefined deep in the app', async () => {
    await backend.signIn();
    demo.demo.knobs.fail({ path: 'view-clients' }, { kind: 'malformed', times: 1 });
    await refusal(backend.clients.list(NO_CLIENT_FILTERS));
    expect((await backend.clients.list(NO_CLIENT_FILTERS)).length).toBeGreaterThanOrEqual(60);
  });
});
