/**
 * The Node server in-process over a programme the bench fills itself with generate_series SQL: `clients`
 * clients (one in 20 blocked, over two locations) and `transactions` ledger rows spread over the last two
 * years (a third of them redemptions), with balances consistent with nothing in particular but the figures:
 * the Overview only sums them. An admin signs in through the API, as the console would.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/store/rows';
import { embeddedTrail, postgresTrail, type TrailServer } from './trail-server';

async function fill(trail: TrailServer, clients: number, transactions: number): Promise<void> {
  const db = trail.server.database.sql;
  await db.execute(
    sql.raw(`
    insert into clients (user_id, name, email, email_key, join_date, points, location, location_key, block_status, reason, notes, search_keys)
    select 'BX' || (1000000 + g), 'Bench Client ' || g, 'bench' || g || '@example.com', 'bench' || g || '@example.com',
           now() - ((g * 7919) % 1095) * interval '1 day', (g * 37) % 5000,
           case when g % 2 = 0 then 'Oakville' else 'Mississauga' end,
           case when g % 2 = 0 then 'oakville' else 'mississauga' end,
           case when g % 20 = 0 then 'Blocked' else 'Active' end, '', '',
           array['bx' || (1000000 + g), 'bench client ' || g]
    from generate_series(1, ${clients}) as g`),
  );
  await db.execute(
    sql.raw(`
    insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
                              transaction_points, type, reason_or_service, admin_user_id, admin_name,
                              location, location_key, search_keys)
    select 'BT' || (10000000 + g), 'BX' || (1000000 + 1 + (g * 7) % ${clients}), 'Bench Client',
           now() - (g::float8 / ${transactions}) * interval '730 days',
           100, 10 + (g % 25) * 10,
           case when g % 3 = 0 then 'redeem' else 'add' end, 'Visit', '${trail.adminId}', 'Bench Admin',
           case when g % 5 < 2 then 'Oakville' else 'Mississauga' end,
           case when g % 5 < 2 then 'oakville' else 'mississauga' end,
           array['bt' || (10000000 + g)]
    from generate_series(1, ${transactions}) as g`),
  );
  await db.execute(sql.raw('vacuum analyze clients'));
  await db.execute(sql.raw('vacuum analyze transactions'));
  const [counted] = rowsOf(
    await db.execute(
      sql.raw(
        `select (select count(*) from clients)::int as c, (select count(*) from transactions)::int as t`,
      ),
    ),
  );
  if (Number(counted?.c) < clients || Number(counted?.t) < transactions)
    throw new Error(`the bench holds ${String(counted?.c)} clients and ${String(counted?.t)} transactions`);
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
