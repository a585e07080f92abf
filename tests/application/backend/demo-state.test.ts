import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../../../src/adapters/mirage';
import { NO_CLIENT_FILTERS, refusal, startBackend, type Backend } from './harness';

let backend: Backend | null = null;
afterEach(() => backend?.server.shutdown());

describe('the demo keeps what the user did, and knobs make failures honest', () => {
  it('a change survives a restart (reload) and "Reset demo data" brings the seed back', async () => {
    backend = startBackend({ persist: true });
    const { adminId } = await backend.signIn();
    const before = (await backend.clients.get('LL100040')).points;
    await backend.clients.addPoints('LL100040', { points: 500, pointsReason: 'Kept', adminId });
    const token = backend.session.token;
    backend.server.shutdown();
    backend = startBackend({ persist: true });
    backend.session.token = token;
    expect((await backend.clients.get('LL100040')).points).toBe(before + 500);
    backend.server.reset();
    expect((await backend.clients.get('LL100040')).points).toBe(before);
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('"Kept"');
  });

  it('a forced network error reaches the use case as a RequestError without a status, and nothing changed', async () => {
    backend = startBackend();
    const { adminId } = await backend.signIn();
    const before = await backend.clients.get('LL100041');
    backend.server.knobs.fail({ path: 'addpoints' }, { kind: 'network', times: 1 });
    const error = await refusal(
      backend.clients.addPoints('LL100041', { points: 5, pointsReason: 'x', adminId }),
    );
    expect(error.status).toBeNull();
    expect(await backend.clients.get('LL100041')).toEqual(before);
  });

  it('a failure after saving loses the answer but keeps the change', async () => {
    backend = startBackend();
    const { adminId } = await backend.signIn();
    const before = (await backend.clients.get('LL100042')).points;
    backend.server.knobs.fail(
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
    backend = startBackend();
    await backend.signIn();
    backend.server.knobs.fail({ path: 'view-clients' }, { kind: 'malformed', times: 1 });
    await refusal(backend.clients.list(NO_CLIENT_FILTERS));
    expect((await backend.clients.list(NO_CLIENT_FILTERS)).length).toBeGreaterThanOrEqual(60);
  });
});
