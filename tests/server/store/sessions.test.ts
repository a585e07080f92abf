import { beforeEach, expect, it } from 'vitest';
import { sweep } from '../../../server/sweep';
import { createSqlStore } from '../../../server/store/sql-store';
import type { SessionRecord } from '../../../src/backend/records';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { ADMIN_ID } from '../support/records';

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

  it('the sweep deletes sessions a day past their end, and keeps the others', async () => {
    await store().transaction(async (tx) => {
      await tx.insertSession(SESSION);
      await tx.insertSession({ ...SESSION, id: 'session-2', expiresAt: '2026-01-03T00:00:00.000Z' });
    });
    await sweep(current().database.sql, Date.parse('2026-01-02T12:00:01.000Z'));
    expect((await store().sessionsOf(ADMIN_ID)).map((s) => s.id)).toEqual(['session-2']);
  });
});
