import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { asRecords, signInOverWire, wireTo } from '../support/wire';

describeEachBackend('clients on the wire', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  beforeEach(async () => {
    ({ token } = await signInOverWire(b.harness));
  });

  const list = async (query: Record<string, string> = {}) => {
    const reply = await call('GET', 'retrieve/admin/view-clients', { token, query });
    expect(reply.status).toBe(200);
    return asRecords((reply.body.data as { users: unknown }).users);
  };
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  describe('client list', () => {
    it('answers data.users with the client fields but the status log, at least 60, both locations and statuses', async () => {
      const users = await list();
      expect(users.length).toBeGreaterThanOrEqual(60);
      expect(Object.keys(users[0] ?? {}).sort()).toEqual(
        [
          'blockStatus',
          'email',
          // A phone (docs/product.md §10.24) and the email consent (§10.27) join the product's fields.
          'emailConsent',
          'emailConsentAt',
          'emailConsentSource',
          'joinDate',
          'location',
          'name',
          'notes',
          'phone',
          'points',
          'reason',
          'userId',
        ].sort(),
      );
      expect(new Set(users.map((u) => u.location))).toEqual(new Set(['Mississauga', 'Oakville']));
      expect(new Set(users.map((u) => u.blockStatus))).toEqual(new Set(['Active', 'Blocked']));
    });

    it('searches id, name and email case-insensitively', async () => {
      const [someone] = await list();
      const first = String(someone?.name).split(' ')[0] ?? '';
      const byName = await list({ search: first.toUpperCase() });
      expect(byName.map((u) => u.userId)).toContain(someone?.userId);
      expect(
        byName.every((u) => `${u.userId} ${u.name} ${u.email}`.toLowerCase().includes(first.toLowerCase())),
      ).toBe(true);
      expect((await list({ search: String(someone?.userId).toLowerCase() })).map((u) => u.userId)).toEqual([
        someone?.userId,
      ]);
      expect((await list({ search: String(someone?.email) })).map((u) => u.userId)).toEqual([
        someone?.userId,
      ]);
      expect(await list({ search: 'zzz-nobody' })).toEqual([]);
    });

    it('filters the join date by whole days, both ends inclusive', async () => {
      const [someone] = await list();
      const day = String(someone?.joinDate).slice(0, 10);
      const sameDay = await list({ fromDate: day, toDate: day });
      expect(sameDay.map((u) => u.userId)).toContain(someone?.userId);
      expect(sameDay.every((u) => String(u.joinDate).startsWith(day))).toBe(true);
      expect((await list({ fromDate: nextDay(day) })).map((u) => u.userId)).not.toContain(someone?.userId);
    });

    it('filters location and blockStatus as comma-joined any-of lists', async () => {
      const all = await list();
      const blockedInOakville = await list({ location: 'Oakville', blockStatus: 'Blocked' });
      expect(blockedInOakville.length).toBe(
        all.filter((u) => u.location === 'Oakville' && u.blockStatus === 'Blocked').length,
      );
      expect(await list({ location: 'Mississauga,Oakville', blockStatus: 'Active,Blocked' })).toHaveLength(
        all.length,
      );
    });

    it('refuses a malformed date with 400', async () => {
      const reply = await call('GET', 'retrieve/admin/view-clients', {
        token,
        query: { fromDate: '22/11/2026' },
      });
      expect(reply.status).toBe(400);
    });
  });

  describe('one client, status and notes', () => {
    it('answers the client object, and 404 for an unknown id', async () => {
      const reply = await call('GET', 'admin/view-client/LL100001', { token });
      expect(reply.body).toMatchObject({ type: 'success', userId: 'LL100001', statusLog: expect.any(Array) });
      expect((await call('GET', 'admin/view-client/LL999999', { token })).status).toBe(404);
    });

    it('records a status change in the log, newest first, with the reason as the latest', async () => {
      const before = (await call('GET', 'admin/view-client/LL100001', { token })).body;
      const next = before.blockStatus === 'Active' ? 'Blocked' : 'Active';
      const change = await call('PUT', 'update/admin/view-client/LL100001/status', {
        token,
        body: { blockStatus: next, blockReason: 'Checked with the store manager' },
      });
      expect(change.body).toMatchObject({ type: 'success', message: expect.any(String) });
      const after = (await call('GET', 'admin/view-client/LL100001', { token })).body;
      const log = asRecords(after.statusLog);
      expect(after).toMatchObject({ blockStatus: next, reason: 'Checked with the store manager' });
      expect(log).toHaveLength(asRecords(before.statusLog).length + 1);
      expect(log[0]).toMatchObject({ blockStatus: next, reason: 'Checked with the store manager' });
      expect(String(log[0]?.createdAt) >= String(log[1]?.createdAt)).toBe(true);
    });

    it('refuses the current status again (422), a missing reason and an unknown status (400)', async () => {
      const { body } = await call('GET', 'admin/view-client/LL100001', { token });
      const put = (b: unknown) => call('PUT', 'update/admin/view-client/LL100001/status', { token, body: b });
      expect((await put({ blockStatus: body.blockStatus, blockReason: 'again' })).status).toBe(422);
      expect((await put({ blockStatus: 'Blocked', blockReason: '  ' })).status).toBe(400);
      expect((await put({ blockStatus: 'Paused', blockReason: 'x' })).status).toBe(400);
      expect((await call('GET', 'admin/view-client/LL100001', { token })).body.statusLog).toEqual(
        body.statusLog,
      );
    });

    it('saves notes as text, markup included', async () => {
      const notes = '<img src=x onerror=alert(1)> prefers <b>email</b>';
      expect((await call('PUT', 'admin/view-client/notes/LL100002', { token, body: { notes } })).status).toBe(
        200,
      );
      expect((await call('GET', 'admin/view-client/LL100002', { token })).body.notes).toBe(notes);
      expect(
        (await call('PUT', 'admin/view-client/notes/LL100002', { token, body: { notes: 42 } })).status,
      ).toBe(400);
    });
  });
});
