import { beforeEach, expect, it } from 'vitest';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { anAccount } from '../support/records';
import { emptyDatabase } from '../support/empty-database';

const VENDOR = anAccount({
  _id: 'fe4d00000000000000000001',
  kind: 'vendor',
  name: 'Café Côté',
  email: 'Owner@Cafe-Cote.example',
  passwordHash: '',
  role: 'Vendor',
  location: 'Canada',
  verified: false,
});

describeOnEachDatabase('the SQL store: accounts', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {});
  });

  it('finds an account by id exactly as it was written, or null', async () => {
    expect(await store().accountById(anAccount()._id)).toEqual(anAccount());
    expect(await store().accountById('000000000000000000000000')).toBeNull();
  });

  it('finds an account by email case-insensitively, ignoring surrounding spaces', async () => {
    await store().transaction((tx) => tx.insertAccount(VENDOR));
    expect(await store().accountByEmail('  owner@cafe-cote.EXAMPLE ')).toEqual(VENDOR);
    expect(await store().accountByEmail('owner@cafe-cote')).toBeNull();
    expect(await store().accountByEmail("' or ''='")).toBeNull();
  });

  it('keeps one account per email address, and tells the second insert so instead of throwing', async () => {
    const twin = { ...VENDOR, _id: 'fe4d00000000000000000002', email: ' OWNER@cafe-cote.example' };
    expect(await store().transaction((tx) => tx.insertAccount(VENDOR))).toBe('inserted');
    expect(await store().transaction((tx) => tx.insertAccount(twin))).toBe('email-taken');
    expect(await store().accountById(twin._id)).toBeNull();
  });

  it('changes only the fields a patch carries', async () => {
    await store().transaction(async (tx) => {
      await tx.updateAccount(anAccount()._id, { image: '/api/uploads/abc', passwordHash: undefined });
      await tx.updateAccount(anAccount()._id, {});
    });
    expect(await store().accountById(anAccount()._id)).toEqual(anAccount({ image: '/api/uploads/abc' }));
  });
});
