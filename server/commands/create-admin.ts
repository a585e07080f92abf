/** A new admin account, its password checked as the core checks a chosen one, hashed with the server's hasher. */
import type { AccountRecord } from '../../src/backend/records';
import { chosenPasswordProblem } from '../../src/backend/rules/common-passwords';
import { newAccount } from '../../src/backend/rules/new-account';
import { isValidEmail } from '../../src/domain/email';
import { openLocationNames } from '../../src/domain/locations';
import { locationNameProblem } from '../../src/domain/location-names';
import { keptOrAddedLocation, locationOnWire } from '../../src/backend/rules/locations';
import { validateConfirmPassword } from '../../src/domain/password';
import type { Sql } from '../db/database';
import { randomBytes } from 'node:crypto';
import { scryptPasswordHasher } from '../ports/scrypt-password-hasher';
import { systemClock } from '../ports/system-clock';
import { createSqlStore } from '../store/sql-store';
import { CommandRefused } from './run-command';

export interface NewAdmin {
  email: string;
  name: string;
  role: string;
  location: string;
  password: string;
  confirmation: string;
}

export async function createAdmin(sql: Sql, admin: NewAdmin): Promise<AccountRecord> {
  const email = admin.email.trim();
  const name = admin.name.trim();
  if (!isValidEmail(email)) throw new CommandRefused(`"${email}" is not an email address.`);
  if (name === '') throw new CommandRefused('The name cannot be empty.');
  const refused =
    (await chosenPasswordProblem(admin.password)) ??
    validateConfirmPassword(admin.confirmation, admin.password);
  if (refused) throw new CommandRefused(refused);
  const store = createSqlStore(sql);
  // Without --location the admin is at the business's first open location; a business with none yet names
  // its first here, as setup does (docs/product.md §10.29).
  const open = openLocationNames((await store.listLocations()).map(locationOnWire)).sort();
  const typed = admin.location.trim() || (open[0] ?? '');
  if (typed === '')
    throw new CommandRefused('The business has no location yet: name the first with --location "Oakville".');
  const place = locationNameProblem(typed, []);
  if (place) throw new CommandRefused(`The location: ${place}`);
  const now = systemClock.now();
  const account = newAccount(
    {
      _id: randomBytes(12).toString('hex'),
      kind: 'admin',
      name,
      email,
      passwordHash: await scryptPasswordHasher.hash(admin.password),
      role: admin.role.trim() || 'Admin',
      location: typed,
      verified: true,
    },
    now,
  );
  const inserted = await store.transaction(async (tx) => {
    // The business's locations know the admin's (docs/product.md §10.29): matched, or added as setup does.
    const fresh = { _id: randomBytes(12).toString('hex'), createdAt: new Date(now).toISOString() };
    const location = await keptOrAddedLocation(tx, typed, fresh);
    return (await tx.insertAccount({ ...account, location })) === 'inserted'
      ? { ...account, location }
      : null;
  });
  if (inserted === null) throw new CommandRefused(`An account with the email ${email} already exists.`);
  return inserted;
}
