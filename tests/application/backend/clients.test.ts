import { beforeEach, expect, it } from 'vitest';
import type { ClientFilters } from '../../../src/domain/filters.types';
import { REASON_REQUIRED } from '../../../src/domain/reason';
import { describeEachBackend } from './support/describe-backends';
import { NO_CLIENT_FILTERS, refusal } from './support/refusal';

describeEachBackend('clients', (backend) => {
  beforeEach(() => backend.signIn());
  const list = (filters: Partial<ClientFilters>) =>
    backend.clients.list({ ...NO_CLIENT_FILTERS, ...filters });

  it('the list filters as the UI sends them: search, whole days, any-of location and status', async () => {
    const all = await list({});
    const someone = all[5];
    if (!someone) throw new Error('seed too small');
    expect((await list({ search: someone.email.toUpperCase() })).map((c) => c.userId)).toEqual([
      someone.userId,
    ]);
    const day = someone.joinDate.slice(0, 10);
    expect((await list({ from: day, to: day })).map((c) => c.userId)).toContain(someone.userId);
    const oakvilleBlocked = await list({ location: ['Oakville'], blockStatus: ['Blocked'] });
    expect(oakvilleBlocked).toEqual(
      all.filter((c) => c.location === 'Oakville' && c.blockStatus === 'Blocked'),
    );
    expect(await list({ location: ['Mississauga', 'Oakville'] })).toHaveLength(all.length);
  });

  it('an unknown client is a 404', async () => {
    expect((await refusal(backend.clients.get('LL000000'))).status).toBe(404);
  });

  it('a status change records the reason and a log entry, newest first', async () => {
    const before = await backend.clients.get('LL100010');
    const next = before.blockStatus === 'Active' ? 'Blocked' : 'Active';
    await backend.clients.changeStatus('LL100010', { blockStatus: next, blockReason: 'Verified by phone' });
    const after = await backend.clients.get('LL100010');
    expect(after).toMatchObject({ blockStatus: next, reason: 'Verified by phone' });
    expect(after.statusLog?.[0]).toMatchObject({ blockStatus: next, reason: 'Verified by phone' });
    expect(after.statusLog?.slice(1)).toEqual(before.statusLog);
    expect(backend.toasts.at(-1)).toEqual({ kind: 'success', message: expect.any(String) });
  });

  it('choosing the current status again is refused and changes nothing', async () => {
    const before = await backend.clients.get('LL100010');
    const error = await refusal(
      backend.clients.changeStatus('LL100010', { blockStatus: before.blockStatus, blockReason: 'again' }),
    );
    expect(error.status).toBe(422);
    expect(await backend.clients.get('LL100010')).toEqual(before);
  });

  it('a status change without a reason is refused', async () => {
    const before = await backend.clients.get('LL100010');
    const next = before.blockStatus === 'Active' ? 'Blocked' : 'Active';
    expect(
      (await refusal(backend.clients.changeStatus('LL100010', { blockStatus: next, blockReason: '' })))
        .status,
    ).toBe(400);
  });

  it('a blank reason is refused in the words of the one reason rule the console checks too', async () => {
    const before = await backend.clients.get('LL100010');
    const next = before.blockStatus === 'Active' ? 'Blocked' : 'Active';
    const error = await refusal(
      backend.clients.changeStatus('LL100010', { blockStatus: next, blockReason: '  ' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(REASON_REQUIRED);
    expect(await backend.clients.get('LL100010')).toEqual(before);
  });

  it('notes are kept as text: markup comes back as the same characters', async () => {
    const notes = '<script>alert("x")</script> & <b>VIP</b>';
    await backend.clients.saveNotes('LL100011', notes);
    expect((await backend.clients.get('LL100011')).notes).toBe(notes);
  });
});
