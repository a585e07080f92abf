/**
 * The Node server in-process over a programme the bench fills itself with generate_series SQL: the business's
 * dozen locations (bench-locations.ts) in `locations`, `clients` clients (one in 20 blocked, spread evenly over
 * the locations) and `transactions` ledger rows spread over the last two years and over the locations (a third
 * of them redemptions), with balances consistent with nothing in particular but the figures: the Overview only
 * sums them. Every row carries the keys the store's own writes give it (server/store/bulk-insert.ts writes every
 * column): the name sort keys (nameSortKey of an ASCII name is its lower case) and the location keys. An admin
 * signs in through the API, as the console would.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/store/rows';
import { nameSortKey } from '../../../src/domain/name-key';
import { INSERT_LOCATIONS, LOCATIONS, LOCATIONS_ARRAY } from './bench-locations';
import { embeddedTrail, postgresTrail, type TrailServer } from './trail-server';

const CLIENT_NAME = 'Bench Client';
const ADMIN_NAME = 'Bench Admin';

async function fill(trail: TrailServer, clients: number, transactions: number): Promise<void> {
  const db = trail.server.database.sql;
  const place = (n: string) => `(${LOCATIONS_ARRAY})[1 + (${n}) % ${LOCATIONS.length}]`;
  await db.execute(sql.raw(INSERT_LOCATIONS));
  await db.execute(
    sql.raw(`
    insert into clients (user_id, name, email, email_key, join_date, points, location, location_key, block_status,
                         reason, notes, name_key, search_keys)
    select 'BX' || (1000000 + g), '${CLIENT_NAME} ' || g, 'bench' || g || '@example.com', 'bench' || g || '@example.com',
           now() - ((g * 7919) % 1095) * interval '1 day', (g * 37) % 5000,
           ${place('g')}, lower(${place('g')}),
           case when g % 20 = 0 then 'Blocked' else 'Active' end, '', '',
           '${nameSortKey(CLIENT_NAME)} ' || g,
           array['bx' || (1000000 + g), '${nameSortKey(CLIENT_NAME)} ' || g]
    from generate_series(1, ${clients}) as g`),
  );
  // Each entry at a location of its own (g * 5 walks all twelve), not always its client's: points are booked
  // where they are earned (docs/product.md §10.29).
  await db.execute(
    sql.raw(`
    insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
                              transaction_points, type, reason_or_service, admin_user_id, admin_name,
                              location, client_name_key, admin_name_key, location_key, search_keys)
    select 'BT' || (10000000 + g), 'BX' || (1000000 + 1 + (g * 7) % ${clients}), '${CLIENT_NAME}',
           now() - (g::float8 / ${transactions}) * interval '730 days',
           100, 10 + (g % 25) * 10,
           case when g % 3 = 0 then 'redeem' else 'add' end, 'Visit', '${trail.adminId}', '${ADMIN_NAME}',
           ${place('g * 5')}, '${nameSortKey(CLIENT_NAME)}', '${nameSortKey(ADMIN_NAME)}', lower(${place('g * 5')}),
           array['bt' || (10000000 + g)]
    from generate_series(1, ${transactions}) as g`),
  );
  // The whole database, the summaries the ledger's triggers filled included (clients_last_seen is read
  // index-only once its visibility map is set), as autovacuum leaves a database that has settled.
  await db.execute(sql.raw('vacuum analyze'));
  const [counted] = rowsOf(
    await db.execute(
      sql.raw(
        `select (select count(*) from clients)::int as c, (select count(*) from transactions)::int as t`,
      ),
    ),
  );
  if (Number(counted?.c) < clients || Number(counted?.t) < transactions)
    throw new Error(`the bench holds ${String(counted?.c)} clients and ${String(counted?.t)} transactions`);
  const [unkeyed] = rowsOf(
    await db.execute(
      sql.raw(
        `select count(*)::int as n from transactions where client_name_key is null or admin_name_key is null`,
      ),
    ),
  );
  if (Number(unkeyed?.n) > 0) throw new Error(`${String(unkeyed?.n)} ledger rows have no name keys`);
}

export async function postgresProgramme(url: string, clients: number, transactions: number) {
  const trail = await postgresTrail(url, 1);
  await fill(trail, clients, transactions).catch(async (error: unknown) => {
    await trail.close();
    throw error;
  });
  return trail;
}

export async function embeddedProgramme(clients: number, transactions: number) {
  const trail = await embeddedTrail(1);
  await fill(trail, clients, transactions).catch(async (error: unknown) => {
    await trail.close();
    throw error;
  });
  return trail;
}
