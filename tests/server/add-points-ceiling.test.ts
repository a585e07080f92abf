/**
 * The bench's pgbench ceiling for add points (tests/bench/support/add-points-ceiling.ts) does what the server's
 * adds do to the database: each run of its booking moves the client's last-seen rows (the overview's trigger
 * moves them only forward), as each add through the server does, so the ceiling is not a lighter statement.
 */
import { sql as raw } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { bookingScript } from '../bench/support/add-points-ceiling';
import { bookingOf } from '../../src/backend/rules/ledger';
import { rowsOf } from '../../server/store/rows';
import { describeOnPostgres } from './support/each-database';
import { emptyDatabase } from './support/empty-database';
import { given } from './support/given';
import { aClient, ADMIN_ID } from './support/records';

const CLIENTS = ['LL100031', 'LL100032'];

describeOnPostgres('the add-points ceiling', (current) => {
  beforeEach(async () => {
    const { database } = current();
    await emptyDatabase(database);
    await given(database, {
      clients: CLIENTS.map((userId) => aClient({ userId, email: `${userId}@example.com` })),
    });
  });

  it('moves the last-seen rows on every run, as the server’s adds do', async () => {
    const { sql } = current().database;
    const booking = bookingOf(
      { admin: { _id: ADMIN_ID, name: 'Avery Morgan' }, now: Date.UTC(2026, 0, 1), ip: '127.0.0.1' },
      'LL100031',
      { type: 'add', points: 1, reasonOrService: 'Bench', location: null, refusal: () => undefined },
      null,
    );
    // pgbench's second client, its line as pgbench runs it (its :client_id written in).
    const line = bookingScript(booking, CLIENTS).replaceAll(':client_id', '1');
    const seen = async () => {
      return rowsOf(
        await sql.execute(
          raw`select location_key, last_at::text as last_at from clients_last_seen where client_id = 'LL100032' order by 1`,
        ),
      );
    };
    await sql.execute(raw.raw(line));
    const first = await seen();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sql.execute(raw.raw(line));
    const second = await seen();
    const ledger = rowsOf(
      await sql.execute(
        raw`select transaction_date::text as at from transactions where client_id = 'LL100032' order by transaction_id`,
      ),
    );
    const dates = ledger.map((row) => String(row.at));
    expect(dates).toHaveLength(2);
    expect(dates[1] && dates[0] && dates[1] > dates[0]).toBe(true);
    // Both rows (the location's and any location's) moved to the second add's date.
    expect(first).toHaveLength(2);
    expect(second.map((row) => row.last_at)).toEqual([dates[1], dates[1]]);
  });
});
