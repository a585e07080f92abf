/**
 * Migration 0031 on a ledger written before it (docs/product.md §10.26): the entries an API key booked, each
 * written under the key's id, name the key by `api_key_id`; an admin's entries, one whose name reads like a
 * key's among them, and an expiry stay null.
 */
import { sql as raw } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import { rowsOf } from '../../../server/store/rows';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { ADMIN_ID, aClient } from '../support/records';
import { databaseBefore } from '../support/migrations-before';

const BEFORE = '0031_ledger_api_key';
const KEY_ID = '64f1c0ffee00000000000k01';

describeOnEachDatabase('migration 0031, the key on a ledger entry', (current) => {
  const before = databaseBefore(current, BEFORE);

  it("names the key on the entries a key booked, and nothing on an admin's, whatever the admin's name", async () => {
    const database = await before();
    await given(database, { clients: [aClient({ userId: 'LL100001', points: 100 })] });
    await database.sql.execute(raw`
      insert into api_keys (id, name, scopes, location, created_by, created_by_id, created_at, hash)
      values (${KEY_ID}, 'Till 1', array['points:write'], null, 'Avery Morgan', ${ADMIN_ID},
        '2026-03-01T09:00:00.000Z'::timestamptz, 'hash-1')`);
    // Written as the schema stood before 0031: today's records carry the column it adds.
    const row = (id: string, total: number, actorId: string | null, actor: string, type = 'add') =>
      raw`(${id}, 'LL100001', 'Olivia Tremblay', '2026-03-02T10:00:00.000Z'::timestamptz, ${total}, 10,
           ${type}, 'Sale', ${actorId}, ${actor}, 'Mississauga', 'mississauga', array[]::text[])`;
    await database.sql.execute(raw`
      insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
        transaction_points, type, reason_or_service, admin_user_id, admin_name, location, location_key, search_keys)
      values ${raw.join(
        [
          row('TX0000001', 110, KEY_ID, 'API key Till 1'),
          row('TX0000002', 120, ADMIN_ID, 'API key Bob'),
          row('TX0000003', 130, ADMIN_ID, 'Avery Morgan'),
          row('TX0000004', 120, null, 'Programme expiry', 'expiry'),
        ],
        raw`, `,
      )}`);

    await database.migrate(MIGRATIONS_FOLDER);

    const keys = rowsOf(
      await database.sql.execute(raw`select transaction_id, api_key_id from transactions order by 1`),
    ).map((r) => [r.transaction_id, r.api_key_id]);
    expect(keys).toEqual([
      ['TX0000001', KEY_ID],
      ['TX0000002', null],
      ['TX0000003', null],
      ['TX0000004', null],
    ]);
  });
});
