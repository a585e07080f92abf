/** The SQL store's invitation steps (server/store/invitations.ts), on PGlite and PostgreSQL. */
import { beforeEach, expect, it } from 'vitest';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { ADMIN_ID, anAccount } from '../support/records';

const PENDING_ID = '64f1c0ffee0000000000a0aa';
const EXPIRES = '2026-01-01T00:10:00.000Z';
const invite = (token: string, accountId = PENDING_ID) => ({
  token,
  kind: 'invite' as const,
  accountId,
  expiresAt: EXPIRES,
});

describeOnEachDatabase('the SQL store: invitations', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {
      accounts: [
        anAccount(),
        anAccount({ _id: PENDING_ID, email: 'sam@example.com', name: 'Sam New', passwordHash: '' }),
      ],
    });
  });

  it('reads a one-time token of its kind without taking it', async () => {
    await store().transaction((tx) => tx.putOneTimeToken(invite('i-1')));
    expect(await store().oneTimeToken('i-1', 'reset')).toBeNull();
    expect(await store().oneTimeToken('i-1', 'invite')).toEqual(invite('i-1'));
    expect(await store().oneTimeToken('i-1', 'invite')).toEqual(invite('i-1'));
  });

  it('drops every invitation of one account, and nothing else', async () => {
    await store().transaction(async (tx) => {
      await tx.putOneTimeToken(invite('i-1'));
      await tx.putOneTimeToken(invite('i-2'));
      await tx.putOneTimeToken({ ...invite('r-1'), kind: 'reset' });
      await tx.putOneTimeToken(invite('other', ADMIN_ID));
      await tx.dropOneTimeTokensOf(PENDING_ID, 'invite');
    });
    expect(await store().oneTimeToken('i-1', 'invite')).toBeNull();
    expect(await store().oneTimeToken('i-2', 'invite')).toBeNull();
    expect(await store().oneTimeToken('r-1', 'reset')).not.toBeNull();
    expect(await store().oneTimeToken('other', 'invite')).not.toBeNull();
  });

  it('deletes a pending account with its tokens and codes; an account with a password stays whole', async () => {
    await store().transaction(async (tx) => {
      await tx.putOneTimeToken(invite('i-1'));
      await tx.putCode({
        accountId: PENDING_ID,
        purpose: 'reset',
        code: '1234',
        expiresAt: EXPIRES,
      });
      await tx.putOneTimeToken(invite('kept', ADMIN_ID));
    });
    expect(await store().transaction((tx) => tx.deleteInvitedAccount(ADMIN_ID))).toBe(false);
    expect(await store().oneTimeToken('kept', 'invite')).not.toBeNull();
    expect(await store().transaction((tx) => tx.deleteInvitedAccount(PENDING_ID))).toBe(true);
    expect(await store().accountById(PENDING_ID)).toBeNull();
    expect(await store().oneTimeToken('i-1', 'invite')).toBeNull();
    expect(await store().transaction((tx) => tx.lockCode(PENDING_ID, 'reset'))).toBeNull();
    expect(await store().accountById(ADMIN_ID)).not.toBeNull();
  });
});
