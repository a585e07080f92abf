/**
 * Column types shared by the tables. Records carry times as ISO strings with milliseconds and Z and ids
 * compared like JavaScript strings; these types keep the database faithful to both.
 */
import { customType } from 'drizzle-orm/pg-core';
import { isoFromPostgres } from './iso-from-postgres';

/** A point in time, stored as timestamptz(3) and read back exactly as `new Date(x).toISOString()`. */
export const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp (3) with time zone',
  toDriver: (value) => value,
  fromDriver: (value) => (value instanceof Date ? value.toISOString() : isoFromPostgres(value)),
});

/** Text that sorts by code unit, as JavaScript compares strings (ids ordered as a tiebreak). */
export const codeUnitText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});
