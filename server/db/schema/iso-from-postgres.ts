/**
 * PostgreSQL prints timestamptz as `2026-01-02 03:04:05.678+00` (offset as the session's TimeZone says).
 * `new Date()` reads that form only by its lenient legacy rules (years below 100 come back wrong), so it is
 * rewritten to strict ISO-8601 first.
 */
const POSTGRES_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/;

/** UTC, as every session of ours reads it (open-postgres.ts sets TimeZone=UTC): already ISO but for spelling. */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

export function isoFromPostgres(text: string): string {
  // A list of 10,000 clients reads 10,000 of these: going through Date was a sixth of its server time.
  const utc = UTC_TIMESTAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const match = POSTGRES_TIMESTAMP.exec(text);
  if (!match) throw new Error(`Unexpected timestamp from the database: ${text}`);
  const [, year, month, day, hour, minute, second, fraction = '', offsetHours, offsetMinutes = '00'] = match;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${offsetHours}:${offsetMinutes}`;
  return new Date(iso).toISOString();
}
