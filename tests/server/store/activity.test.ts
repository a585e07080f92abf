import { sql as raw } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { createSqlStore } from '../../../server/store/sql-store';
import { firstRow, rowsOf } from '../../../server/store/rows';
import { describeOnEachDatabase, describeOnPostgres, type CurrentDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { anActivity } from '../support/records';
import { rejectionOf } from '../support/rejection';
import type { FreshDatabase } from '../support/test-database';

/** Privileges on the activity table held by PUBLIC or by the role that ran the migrations (this one). */
const HELD = raw`select a.privilege_type as privilege, case when a.grantee = 0 then 'PUBLIC' else 'self' end as who
  from pg_class c, aclexplode(c.relacl) a
  where c.oid = 'activity'::regclass and a.grantee in (0, (select oid from pg_roles where rolname = current_user))
  order by 1, 2`;

/**
 * Each case with two entries alone in a database: the file's own, emptied by the tests' reset (so the cases
 * that find the guards in place also prove the reset puts them back), or a fresh one for a case that weakens
 * the guards itself (`'own'`), which the file's later cases must not inherit.
 */
function freshTrails(current: CurrentDatabase): (where?: 'own') => Promise<Database> {
  let fresh: FreshDatabase | null = null;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = null;
  });
  const databaseFor = async (where?: 'own'): Promise<Database> => {
    if (where === 'own') {
      fresh = await current().fresh();
      return fresh.database;
    }
    await emptyDatabase(current().database);
    return current().database;
  };
  return async (where) => {
    const database = await databaseFor(where);
    await createSqlStore(database.sql).transaction(async (tx) => {
      await tx.appendActivity(anActivity());
      await tx.appendActivity(
        anActivity({ action: 'client.blocked', before: 'Active', after: 'Blocked', ip: null }),
      );
    });
    return database;
  };
}

describeOnEachDatabase('the activity trail', (current) => {
  const freshDatabase = freshTrails(current);

  it('appends entries in order, each with an increasing seq', async () => {
    const database = await freshDatabase();
    const rows = rowsOf(await database.sql.execute(raw`select seq, action, ip from activity order by seq`));
    expect(rows.map((r) => [Number(r.seq), r.action, r.ip])).toEqual([
      [1, 'points.added', '127.0.0.1'],
      [2, 'client.blocked', null],
    ]);
  });

  it.each([
    ['UPDATE', raw`update activity set after = 'tampered'`],
    ['DELETE', raw`delete from activity`],
    ['TRUNCATE', raw`truncate activity`],
  ])('refuses %s and keeps every entry', async (_what, statement) => {
    const database = await freshDatabase();
    expect(await rejectionOf(database.sql.execute(statement))).toMatch(/append-only|permission denied/);
    const kept = firstRow(
      await database.sql.execute(raw`select count(*)::int as n, max(after) as last from activity`),
    );
    expect(kept).toEqual({ n: 2, last: 'Blocked' });
  });

  it.each([
    ['UPDATE', raw`update activity set after = 'tampered'`],
    ['DELETE', raw`delete from activity where seq = 1`],
    ['TRUNCATE', raw`truncate activity`],
  ])('refuses %s by trigger even to a role granted every privilege', async (what, statement) => {
    const database = await freshDatabase('own');
    // The owner may grant itself back what the migration revoked: the trigger still holds.
    await database.sql.execute(raw`grant update, delete, truncate on activity to current_user`);
    expect(await rejectionOf(database.sql.execute(statement))).toMatch(`append-only: ${what} is not allowed`);
  });

  it('has UPDATE, DELETE and TRUNCATE revoked from PUBLIC and from the role that migrated it', async () => {
    const database = await freshDatabase();
    const held = rowsOf(await database.sql.execute(HELD)).map(
      (r) => `${String(r.who)} ${String(r.privilege)}`,
    );
    expect(held).toEqual(expect.arrayContaining(['self INSERT', 'self SELECT']));
    expect(held.filter((h) => /UPDATE|DELETE|TRUNCATE/.test(h))).toEqual([]);
  });

  it('drops the entry of a change that rolled back', async () => {
    const database = await freshDatabase();
    await expect(
      createSqlStore(database.sql).transaction(async (tx) => {
        await tx.appendActivity(anActivity({ action: 'points.redeemed' }));
        throw new Error('insufficient points');
      }),
    ).rejects.toThrow();
    const actions = rowsOf(await database.sql.execute(raw`select action from activity`)).map((r) => r.action);
    expect(actions).not.toContain('points.redeemed');
  });
});

describeOnPostgres('the activity trail', (current) => {
  const freshDatabase = freshTrails(current);

  it('refuses the application role even with the trigger out of the way', async (context) => {
    const database = await freshDatabase('own');
    const role = firstRow(
      await database.sql.execute(raw`select rolsuper from pg_roles where rolname = current_user`),
    );
    // A superuser (PGlite's only user) bypasses privileges; the trigger is its guard.
    if (role.rolsuper === true) context.skip();
    await database.sql.execute(raw`alter table activity disable trigger user`);
    expect(await rejectionOf(database.sql.execute(raw`delete from activity`))).toMatch(/permission denied/);
  });
});
