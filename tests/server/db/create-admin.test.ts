import { beforeEach, expect, it } from 'vitest';
import { createAdmin, type NewAdmin } from '../../../server/commands/create-admin';
import { scryptPasswordHasher } from '../../../server/ports/scrypt-password-hasher';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { emptyDatabase } from '../support/empty-database';

const ANA: NewAdmin = {
  email: ' Ana.Lima@Example.com ',
  name: 'Ana Lima',
  role: 'Store Admin',
  location: 'Oakville',
  password: 'Str0ng!pass',
  confirmation: 'Str0ng!pass',
};

describeOnEachDatabase('admin:create', (current) => {
  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {});
  });

  it('creates a verified admin whose password verifies against the stored hash', async () => {
    const created = await createAdmin(current().database.sql, ANA);
    const stored = await createSqlStore(current().database.sql).accountByEmail('ana.lima@example.com');
    expect(stored).toEqual(created);
    expect(stored).toMatchObject({
      kind: 'admin',
      name: 'Ana Lima',
      email: 'Ana.Lima@Example.com',
      role: 'Store Admin',
      verified: true,
    });
    expect(await scryptPasswordHasher.verify('Str0ng!pass', stored?.passwordHash ?? '')).toBe(true);
  });

  it("adds the admin's location to the business's, or keeps the one matching without regard to case or accents (docs/product.md §10.29)", async () => {
    await createAdmin(current().database.sql, ANA);
    const second = await createAdmin(current().database.sql, {
      ...ANA,
      email: 'bo@example.com',
      location: ' OAKVILLE ',
    });
    expect(second.location).toBe('Oakville');
    const locations = await createSqlStore(current().database.sql).listLocations();
    expect(locations.map((location) => location.name)).toEqual(['Oakville']);
  });

  it.each([
    [{ password: 'Sh0rt!x', confirmation: 'Sh0rt!x' }, 'Password must contain 8 characters!'],
    [
      { password: 'weakpassword', confirmation: 'weakpassword' },
      'Password must include at least one uppercase letter!',
    ],
    [{ password: 'Str0ng!pass', confirmation: 'Str0ng!pas' }, 'Password & Confirm Password should match!'],
    [{ email: 'not-an-email' }, '"not-an-email" is not an email address.'],
    // The console's own email rule (src/domain/email.ts), not a looser one of the command's.
    [{ email: '<script>@x.com' }, '"<script>@x.com" is not an email address.'],
    [{ email: 'ana@example.' }, '"ana@example." is not an email address.'],
    [{ name: '  ' }, 'The name cannot be empty.'],
    [{ email: 'ADMIN@loyalloop.demo' }, 'An account with the email ADMIN@loyalloop.demo already exists.'],
  ])('refuses %o with the message a person would see', async (change, message) => {
    await expect(createAdmin(current().database.sql, { ...ANA, ...change })).rejects.toThrow(message);
    expect(await createSqlStore(current().database.sql).accountByEmail('ana.lima@example.com')).toBeNull();
  });
});
