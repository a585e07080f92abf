import { beforeEach, expect, it } from 'vitest';
import { createSqlStore } from '../../../server/store/sql-store';
import type { CodeRecord } from '../../../src/backend/records';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { ADMIN_ID } from '../support/records';
import { emptyDatabase } from '../support/empty-database';

const CODE: CodeRecord = {
  accountId: ADMIN_ID,
  purpose: 'login',
  code: '0420',
  expiresAt: '2026-01-01T00:10:00.000Z',
};
const TOKEN = {
  token: 'reset-token-1',
  kind: 'reset' as const,
  accountId: ADMIN_ID,
  expiresAt: '2026-01-01T00:10:00.000Z',
};

describeOnEachDatabase('the SQL store: codes and one-time tokens', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {});
  });

  it('keeps one code per account and purpose: sending again replaces it', async () => {
    await store().transaction(async (tx) => {
      await tx.putCode(CODE);
      await tx.putCode({ ...CODE, purpose: 'reset', code: '1111' });
      await tx.putCode({ ...CODE, code: '9876', expiresAt: '2026-01-01T00:20:00.000Z' });
    });
    await store().transaction(async (tx) => {
      expect(await tx.lockCode(ADMIN_ID, 'login')).toEqual({
        ...CODE,
        code: '9876',
        expiresAt: '2026-01-01T00:20:00.000Z',
      });
      expect(await tx.lockCode(ADMIN_ID, 'reset')).toMatchObject({ code: '1111' });
      expect(await tx.lockCode(ADMIN_ID, 'register')).toBeNull();
    });
  });

  it('keeps a count of wrong codes for any subject, account or not, until it is deleted; deletes a used code', async () => {
    const counted = { subject: 'not-an-account', wrongAt: [CODE.expiresAt], lockouts: 2, lockedUntil: null };
    expect(await store().transaction((tx) => tx.lockGuesses(counted.subject))).toMatchObject({
      wrongAt: [],
      lockouts: 0,
    });
    await store().transaction((tx) => tx.putGuesses(counted));
    expect(await store().transaction((tx) => tx.lockGuesses(counted.subject))).toEqual(counted);
    const locked = { ...counted, wrongAt: [], lockedUntil: '2026-01-01T02:10:00.000Z' };
    await store().transaction((tx) => tx.putGuesses(locked));
    expect(await store().transaction((tx) => tx.lockGuesses(counted.subject))).toEqual(locked);
    await store().transaction((tx) => tx.deleteGuesses(counted.subject));
    expect(await store().transaction((tx) => tx.lockGuesses(counted.subject))).toMatchObject({ lockouts: 0 });
    await store().transaction((tx) => tx.putCode(CODE));
    await store().transaction((tx) => tx.deleteCode(ADMIN_ID, 'login'));
    await store().transaction(async (tx) => expect(await tx.lockCode(ADMIN_ID, 'login')).toBeNull());
  });

  it('gives a one-time token once, and only for its kind', async () => {
    await store().transaction((tx) => tx.putOneTimeToken(TOKEN));
    expect(await store().transaction((tx) => tx.takeOneTimeToken(TOKEN.token, 'invite'))).toBeNull();
    expect(await store().transaction((tx) => tx.takeOneTimeToken(TOKEN.token, 'reset'))).toEqual(TOKEN);
    expect(await store().transaction((tx) => tx.takeOneTimeToken(TOKEN.token, 'reset'))).toBeNull();
  });

  it('gives a one-time token to exactly one of many who ask at once', async () => {
    await store().transaction((tx) => tx.putOneTimeToken(TOKEN));
    const takers = Array.from({ length: 8 }, () =>
      store().transaction((tx) => tx.takeOneTimeToken(TOKEN.token, 'reset')),
    );
    const taken = (await Promise.all(takers)).filter((t) => t !== null);
    expect(taken).toEqual([TOKEN]);
  });

  it('keeps a token taken in a transaction that rolled back', async () => {
    await store().transaction((tx) => tx.putOneTimeToken(TOKEN));
    await expect(
      store().transaction(async (tx) => {
        await tx.takeOneTimeToken(TOKEN.token, 'reset');
        throw new Error('the new password was refused');
      }),
    ).rejects.toThrow();
    expect(await store().transaction((tx) => tx.takeOneTimeToken(TOKEN.token, 'reset'))).toEqual(TOKEN);
  });
});
