/**
 * Migration 0019 on a ledger written before it (docs/product.md §10.21): the opening balances that enrolment
 * and import booked as adds become `opening`, told apart by what only they do; the Overview's summaries are
 * counted again from the ledger so reclassified.
 */
import { sql as raw } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import { rowsOf } from '../../../server/store/rows';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { ADMIN_ID } from '../support/records';
import { databaseBefore } from '../support/migrations-before';

const BEFORE = '0019_ledger_kinds';

const AT = ['2026-03-01T10:00:00.000Z', '2026-03-02T11:00:00.000Z', '2026-03-03T12:00:00.000Z'];

describeOnEachDatabase('migration 0019, the ledger kinds', (current) => {
  const before = databaseBefore(current, BEFORE);

  it('reclassifies the opening balances enrolment and import wrote, and nothing Add Points booked', async () => {
    const database = await before();
    // LL100001: enrolled with 300 (no trail entry of its own), then an add. LL100002: enrolled with 0, then
    // a first add of 50 (balance 50, as an opening balance would be) with its points.added entry.
    await given(database, {});
    // Written as the schema stood at 0019: today's records carry columns later migrations add.
    const client = (id: string, email: string, points: number) =>
      raw`(${id}, 'Client', ${email}, ${email}, '2025-06-01T10:00:00.000Z'::timestamptz, ${points}, 'Mississauga',
           'mississauga', 'Active', '', '', 'client', array[]::text[])`;
    await database.sql.execute(raw`
      insert into clients (user_id, name, email, email_key, join_date, points, location, location_key,
        block_status, reason, notes, name_key, search_keys)
      values ${raw.join([client('LL100001', 'a@example.com', 340), client('LL100002', 'b@example.com', 50)], raw`, `)}`);
    const row = (id: string, client: string, at: string, total: number, points: number) =>
      raw`(${id}, ${client}, 'Client', ${at}::timestamptz, ${total}, ${points}, 'add', 'Opening balance',
           ${ADMIN_ID}, 'Avery Morgan', 'Mississauga', 'mississauga', array[]::text[])`;
    await database.sql.execute(raw`
      insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
        transaction_points, type, reason_or_service, admin_user_id, admin_name, location, location_key, search_keys)
      values ${raw.join(
        [
          row('TX0000001', 'LL100001', AT[0] ?? '', 300, 300),
          row('TX0000002', 'LL100001', AT[1] ?? '', 340, 40),
          row('TX0000003', 'LL100002', AT[2] ?? '', 50, 50),
        ],
        raw`, `,
      )}`);
    await database.sql.execute(raw`
      insert into activity (at, admin_id, admin_name, action, client_id, client_name)
      values (${AT[0]}::timestamptz, ${ADMIN_ID}, 'Avery Morgan', 'client.enrolled', 'LL100001', 'Client'),
             (${AT[1]}::timestamptz, ${ADMIN_ID}, 'Avery Morgan', 'points.added', 'LL100001', 'Client'),
             (${AT[2]}::timestamptz, ${ADMIN_ID}, 'Avery Morgan', 'points.added', 'LL100002', 'Client')`);

    await database.migrate(MIGRATIONS_FOLDER);

    const types = rowsOf(
      await database.sql.execute(raw`select transaction_id, type from transactions order by 1`),
    ).map((r) => [r.transaction_id, r.type]);
    expect(types).toEqual([
      ['TX0000001', 'opening'],
      ['TX0000002', 'add'],
      ['TX0000003', 'add'],
    ]);
    const earned = rowsOf(
      await database.sql.execute(raw`select coalesce(sum(earned), 0)::int as n from points_daily`),
    );
    expect(earned[0]?.n).toBe(90);
    const seen = rowsOf(
      await database.sql.execute(
        raw`select client_id, last_at from clients_last_seen where location_key = '' order by 1`,
      ),
    ).map((r) => [r.client_id, new Date(String(r.last_at)).toISOString()]);
    expect(seen).toEqual([
      ['LL100001', AT[1]],
      ['LL100002', AT[2]],
    ]);
  });
});
