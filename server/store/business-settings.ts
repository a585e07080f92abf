/** The business's settings (docs/product.md §10.31): its time zone, one row (migration 0027). */
import { sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { firstRow } from './rows';

export const businessSettingsReads = (sql: Sql): Pick<StoreReads, 'businessSettings'> => ({
  async businessSettings() {
    const row = firstRow(await sql.execute(raw`select business_time_zone() as time_zone`));
    return { timeZone: String(row.time_zone) };
  },
});

export const businessSettingsWrites = (tx: Sql): Pick<StoreTx, 'putTimeZone'> => ({
  async putTimeZone(zone) {
    // The row, and the daily points summary counted again in the zone's days (migration 0027).
    await tx.execute(raw`select business_time_zone_set(${zone})`);
  },
});
