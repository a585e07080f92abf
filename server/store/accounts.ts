/** The accounts table (admins and vendors): columns, rows, reads and writes, and the team's lock. */
import { asc, eq, sql as raw } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { AccountRecord } from '../../src/backend/records';
import { emailKey } from '../../src/domain/email';
import type { Sql } from '../db/database';
import { accounts, clients } from '../db/schema';
import { changesSomething } from './patch';
import { rowsOf } from './rows';

/**
 * The clients holding `keys` in `column` (the email key or the phone), one index probe per key: each key's
 * subquery is `column = key and column <> ''`, the partial unique index's own predicate ('' is none), and its
 * LIMIT keeps it a probe of its own. Asked as one list (`in ($1 … $1000)`), an import's batch could not use the
 * partial index at all (PostgreSQL proves a list implies `<> ''` only up to 100 constants), and as
 * `= any($1) and … <> ''` the planner still scanned every client inside the import's transaction, whose
 * statistics count the clients there were before it (docs/performance.md, "An import with a column mapping").
 */
async function holdersBy(
  sql: Sql,
  column: AnyPgColumn,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf(
    await sql.execute(raw`select k.key, c.id from unnest(${raw.param([...keys])}::text[]) as k(key)
      cross join lateral (select ${clients.userId} as id from ${clients}
                          where ${column} = k.key and ${column} <> '' limit 1) as c`),
  );
  return new Map(rows.map((row) => [String(row.key), String(row.id)]));
}

/** Selects an AccountRecord as it is. */
export const accountColumns = {
  _id: accounts.id,
  kind: accounts.kind,
  name: accounts.name,
  email: accounts.email,
  passwordHash: accounts.passwordHash,
  image: accounts.image,
  role: accounts.role,
  location: accounts.location,
  createdAt: accounts.createdAt,
  verified: accounts.verified,
  active: accounts.active,
  lastSignInAt: accounts.lastSignInAt,
};

export const accountRow = ({ _id, ...account }: AccountRecord): typeof accounts.$inferInsert => ({
  ...account,
  id: _id,
  emailKey: emailKey(account.email),
});

/** The admins, oldest first (ties by id): the team as listed, and as locked. */
const admins = (sql: Sql) =>
  sql
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.kind, 'admin'))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));

export const accountReads = (
  sql: Sql,
): Pick<
  StoreReads,
  'accountById' | 'accountByEmail' | 'hasAdmin' | 'clientIdsByEmail' | 'clientIdsByPhone' | 'listAdmins'
> => ({
  async accountById(id) {
    const [account] = await sql.select(accountColumns).from(accounts).where(eq(accounts.id, id));
    return account ?? null;
  },
  async hasAdmin() {
    const found = await sql
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.kind, 'admin'))
      .limit(1);
    return found.length > 0;
  },
  clientIdsByEmail: (keys) => holdersBy(sql, clients.emailKey, keys),
  clientIdsByPhone: (phones) => holdersBy(sql, clients.phone, phones),
  async accountByEmail(email) {
    const [account] = await sql
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.emailKey, emailKey(email)));
    return account ?? null;
  },
  listAdmins: () => admins(sql),
});

/** The token's account on every admin call, prepared by name (see preparedReads in sql-store.ts). */
export function preparedAccountReads(sql: Sql): Pick<StoreReads, 'accountById'> {
  const account = sql
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.id, raw.placeholder('id')))
    .prepare('account_by_id');
  return { accountById: async (id) => (await account.execute({ id }))[0] ?? null };
}

export const accountWrites = (tx: Sql): Pick<StoreTx, 'insertAccount' | 'updateAccount' | 'lockAdmins'> => ({
  async insertAccount(account) {
    // A concurrent insert of the same email waits for the other to commit, then does nothing.
    const inserted = await tx
      .insert(accounts)
      .values(accountRow(account))
      .onConflictDoNothing({ target: accounts.emailKey })
      .returning({ id: accounts.id });
    return inserted.length > 0 ? 'inserted' : 'email-taken';
  },
  async updateAccount(id, patch) {
    const set = {
      passwordHash: patch.passwordHash,
      image: patch.image,
      verified: patch.verified,
      active: patch.active,
      role: patch.role,
      location: patch.location,
      lastSignInAt: patch.lastSignInAt,
    };
    if (changesSomething(set)) await tx.update(accounts).set(set).where(eq(accounts.id, id));
  },
  lockAdmins: () => admins(tx).for('update'),
});
