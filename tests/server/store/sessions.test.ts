import { beforeEach, expect, it } from 'vitest';
import { sweep } from '../../../server/sweep';
import { createSqlStore } from '../../../server/store/sql-store';
import type { SessionRecord } from '../../../src/backend/records';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { ADMIN_ID, aClient } from '../support/records';

const SESSION: SessionRecord = {
  id: 'session-1',
  accountId: ADMIN_ID,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-01T12:00:00.000Z',
  remember: false,
  userAgent: 'Firefox',
  ip: '10.0.0.7',
  refreshJti: 'jti-1',
};

describeOnEachDatabase('the SQL store: sessions', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {});
  });

  it('reads a session joined to its account, rotates it, and ends one or all but one', async () => {
    await store().transaction(async (tx) => {
      await tx.insertSession(SESSION);
      await tx.insertSession({ ...SESSION, id: 'session-2', lastUsedAt: '2026-01-01T01:00:00.000Z' });
    });
    expect(await store().sessionAccount('session-1')).toMatchObject({
      session: SESSION,
      account: { _id: ADMIN_ID },
    });
    await store().transaction(async (tx) => {
      expect(await tx.lockSession('session-1')).toEqual(SESSION);
      await tx.updateSession('session-1', {
        refreshJti: 'jti-2',
        lastUsedAt: '2026-01-01T02:00:00.000Z',
        expiresAt: '2026-01-01T14:00:00.000Z',
        userAgent: 'Chrome',
        ip: null,
      });
    });
    expect((await store().sessionsOf(ADMIN_ID)).map((s) => [s.id, s.refreshJti])).toEqual([
      ['session-1', 'jti-2'],
      ['session-2', 'jti-1'],
    ]);
    expect(await store().transaction((tx) => tx.deleteSession('someone-else', 'session-1'))).toBe(false);
    await store().transaction((tx) => tx.deleteSessionsOf(ADMIN_ID, 'session-2'));
    expect(await store().sessionAccount('session-1')).toBeNull();
    expect(await store().transaction((tx) => tx.deleteSession(ADMIN_ID, 'session-2'))).toBe(true);
    expect(await store().sessionsOf(ADMIN_ID)).toEqual([]);
  });

  it('reads a session with one client and its log newest first in one read, and no client for an ended session', async () => {
    const statusLog = [
      { blockStatus: 'Blocked' as const, reason: 'Chargebacks', createdAt: '2026-04-01T00:00:00.000Z' },
      { blockStatus: 'Active' as const, reason: 'Verified', createdAt: '2026-03-01T00:00:00.000Z' },
    ];
    const client = aClient({ statusLog, blockStatus: 'Blocked' });
    await emptyDatabase(current().database);
    await given(current().database, {
      clients: [client, aClient({ userId: 'LL100002', email: 'no.log@example.com', statusLog: [] })],
    });
    await store().transaction((tx) => tx.insertSession(SESSION));
    const found = await store().sessionAccountWithClient('session-1', 'LL100001');
    expect(found.signedIn).toMatchObject({ session: SESSION, account: { _id: ADMIN_ID } });
    expect(found.client).toEqual(client);
    expect(await store().sessionAccountWithClient('session-1', 'LL100002')).toMatchObject({
      client: { userId: 'LL100002', statusLog: [] },
    });
    expect(await store().sessionAccountWithClient('session-1', 'LL999999')).toMatchObject({
      signedIn: { session: SESSION },
      client: null,
    });
    // The prepared statement (on the database) and the one built inside a transaction answer alike.
    expect(await store().transaction((tx) => tx.sessionAccountWithClient('session-1', 'LL100001'))).toEqual(
      found,
    );
    await store().transaction((tx) => tx.deleteSessionsOf(ADMIN_ID, null));
    expect(await store().sessionAccountWithClient('session-1', 'LL100001')).toEqual({
      signedIn: null,
      client: null,
    });
  });

  it('reads the session check outside a transaction (prepared, on PostgreSQL without Drizzle) as Drizzle does inside one', async () => {
    // Times, booleans of both values, a null column and the account's own fields: each decoded by its column.
    const session = { ...SESSION, id: 'session-3', remember: true, ip: null };
    await store().transaction((tx) => tx.insertSession(session));
    const prepared = await store().sessionAccount('session-3');
    expect(prepared).toEqual(await store().transaction((tx) => tx.sessionAccount('session-3')));
    expect(prepared?.session).toEqual(session);
    expect(prepared?.account).toMatchObject({ _id: ADMIN_ID, verified: true, active: true });
    expect(await store().sessionAccount('no-such-session')).toBeNull();
  });

  it('the sweep deletes sessions a day past their end, and keeps the others', async () => {
    await store().transaction(async (tx) => {
      await tx.insertSession(SESSION);
      await tx.insertSession({ ...SESSION, id: 'session-2', expiresAt: '2026-01-03T00:00:00.000Z' });
    });
    await sweep(current().database.sql, Date.parse('2026-01-02T12:00:01.000Z'));
    expect((await store().sessionsOf(ADMIN_ID)).map((s) => s.id)).toEqual(['session-2']);
  });
});
