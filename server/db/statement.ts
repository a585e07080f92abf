/**
 * A statement written as SQL text with numbered parameters ($1, $2, …), run prepared by name (node-postgres
 * parses and plans it once per pooled connection; PGlite takes the same path and ignores the name). Inside
 * an open transaction on PostgreSQL it runs by name on the transaction's own pooled connection, where it is
 * prepared once too (an idempotent change's statements are all inside one); on PGlite's, through Drizzle.
 * For the hot writes, whose text is built once: Drizzle rebuilding a statement's text on every call was a
 * large part of a write's CPU.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql as raw, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../store/rows';
import type { Sql } from './database';

export type RunStatement = (values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/** Every value as PostgreSQL prints it: the statement casts what it answers (::int, ::text) and reads text. */
const asText = { getTypeParser: () => (value: string) => value };

/** The text with its values as a Drizzle query, for a transaction's own connection. */
function boundQuery(text: string, values: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return raw.join(
    pieces.map((piece, i) => (i % 2 === 0 ? raw.raw(piece) : raw`${raw.param(values[Number(piece) - 1])}`)),
  );
}

/** The pooled connection of a Drizzle transaction on PostgreSQL (its session's client), or null. */
function connectionOf(sql: Sql): pg.Client | null {
  const session: unknown = Reflect.get(sql, 'session');
  const client: unknown =
    typeof session === 'object' && session !== null ? Reflect.get(session, 'client') : null;
  return client instanceof pg.Client ? client : null;
}

export function statement(sql: Sql, name: string, text: string): RunStatement {
  const client: unknown = Reflect.get(sql, '$client');
  const connection = client instanceof pg.Pool ? client : connectionOf(sql);
  if (connection)
    return async (values) =>
      rowsOf(await connection.query({ name, text, values: [...values], types: asText }));
  if (client instanceof PGlite) return async (values) => rowsOf(await client.query(text, [...values]));
  // An open transaction (no client of its own here): the same text, through Drizzle, on its connection.
  return async (values) => rowsOf(await sql.execute(boundQuery(text, values)));
}
