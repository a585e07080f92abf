/**
 * The seeded database kept beside itself, so going back to the seed between cases copies rows inside the
 * database instead of sending the seed again. Seeding sends ~1,100 rows as bound parameters and fires the
 * summaries' triggers on them: 0.2-0.3 CPU s a case on PGlite, ~0.1 on PostgreSQL (docs/testing.md).
 *
 * `keepSeed` copies every table, as the seed left it, into the schema `kept_seed`, with the sequences' values,
 * and writes one function that puts them back: each table's rows in their physical order (identity values
 * included), referenced tables first, with the tables' own triggers off meanwhile (the copied summaries are
 * already what the triggers made of the seed), then the sequences. So the restored database equals a freshly
 * seeded one row for row (tests/server/db/kept-seed.test.ts). Constraint triggers (foreign keys) stay on.
 */
import { sql as raw } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { rowsOf } from '../../../server/store/rows';
import { TABLE_NAMES } from './empty-database';

const KEPT = 'kept_seed';
const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Referenced tables before the tables that reference them (a table's references to itself aside). */
function referencedFirst(tables: readonly string[], edges: readonly { child: string; parent: string }[]) {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>): void => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of edges) if (child === table && parent !== table) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Copies the database as it is now (just seeded) into `kept_seed`, replacing what was kept before. */
export async function keepSeed(database: Database): Promise<void> {
  const edges = rowsOf(
    await database.sql.execute(raw`select cl.relname as child, pl.relname as parent
      from pg_constraint c join pg_class cl on cl.oid = c.conrelid join pg_class pl on pl.oid = c.confrelid
      join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`),
  ).map((row) => ({ child: String(row.child), parent: String(row.parent) }));
  const triggered = rowsOf(
    await database.sql
      .execute(raw`select distinct c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = 'public'`),
  ).map((row) => String(row.relname));
  // Generated columns are computed again from the others; every other column is copied as it was.
  const columnsOf = new Map(
    rowsOf(
      await database.sql.execute(raw`select c.relname as table, string_agg(quote_ident(a.attname), ', '
        order by a.attnum) as columns from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' group by c.relname`),
    ).map((row) => [String(row.table), String(row.columns)]),
  );
  const tables = referencedFirst(TABLE_NAMES, edges);
  const restores = tables.map((table) => {
    const columns = columnsOf.get(table);
    if (columns === undefined) throw new Error(`No columns found for the table ${table}.`);
    return (
      `insert into public.${quoted(table)} (${columns}) overriding system value ` +
      `select ${columns} from ${KEPT}.${quoted(table)} order by ctid;`
    );
  });
  const off = triggered.map((table) => `alter table public.${quoted(table)} disable trigger user;`);
  const on = triggered.map((table) => `alter table public.${quoted(table)} enable trigger user;`);
  const body = [
    ...off,
    ...restores,
    `perform setval(format('public.%I', name)::regclass, last_value) from ${KEPT}.sequences;`,
    ...on,
  ].join('\n');
  await database.sql.transaction(async (tx) => {
    await tx.execute(raw.raw(`drop schema if exists ${KEPT} cascade`));
    await tx.execute(raw.raw(`create schema ${KEPT}`));
    for (const table of tables)
      await tx.execute(
        raw.raw(
          `create table ${KEPT}.${quoted(table)} as select * from public.${quoted(table)} order by ctid`,
        ),
      );
    await tx.execute(
      raw.raw(`create table ${KEPT}.sequences as select sequencename::text as name, last_value
        from pg_sequences where schemaname = 'public' and last_value is not null`),
    );
    await tx.execute(
      raw.raw(`create function ${KEPT}.restore() returns void language plpgsql as $restore$
        begin
        ${body}
        end
        $restore$`),
    );
  });
}

/** Puts back what `keepSeed` kept, into a database emptied by emptyDatabase (empty-database.ts). */
export async function restoreSeed(database: Database): Promise<void> {
  await database.sql.execute(raw.raw(`select ${KEPT}.restore()`));
}
