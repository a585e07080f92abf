/**
 * The reads of a list the server pages (clients, transactions), written once: the whole list newest first, one
 * page in a sort's order with how many match, and an export's next rows after a position. A list only names
 * its columns, filter, sort values and newest-first order.
 */
import { and, count, desc, sql as raw, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../src/domain/pagination';
import type { ListWindow } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { offsetOf, orderBy } from './list-order';

export interface PagedTable<Query, Key extends string, Select extends PgSelect, Position> {
  table: PgTable;
  /** SELECT the list's columns FROM its table, dynamic (Drizzle's `$dynamic()`), so each read adds its clauses. */
  select: () => Select;
  /** What a query matches: the whole list, its pages and its export alike. */
  matches: (query: Query) => SQL | undefined;
  /** What each sortable column sorts by (src/domain/list-order.ts). */
  sort: Record<Key, SQLWrapper>;
  /** The newest-first order, an index's: the date, then the id that breaks its ties (and a page's). */
  date: AnyPgColumn;
  id: AnyPgColumn;
  /** A position's date and id, in that order. */
  position: (after: Position) => [date: string, id: string];
  /** How many rows a query matches, when the list keeps a faster exact answer than counting them. */
  count?: (query: Query, where: SQL | undefined) => Promise<number>;
}

type Row<Select extends PgSelect> = Awaited<Select>[number];

export const pagedReads = <Query, Key extends string, Select extends PgSelect, Position>(
  sql: Sql,
  list: PagedTable<Query, Key, Select, Position>,
) => {
  const newestFirst = [desc(list.date), desc(list.id)];
  const countRows = async (where: SQL | undefined): Promise<number> => {
    const [counted] = await sql.select({ n: count() }).from(list.table).where(where);
    return counted?.n ?? 0;
  };
  return {
    list: (query: Query): Promise<Row<Select>[]> =>
      list
        .select()
        .where(list.matches(query))
        .orderBy(...newestFirst),
    async page(query: Query, window: ListWindow<Key>): Promise<Page<Row<Select>>> {
      const where = list.matches(query);
      const [rows, total] = await Promise.all([
        list
          .select()
          .where(where)
          .orderBy(...orderBy(window.sort, list.sort, list.id))
          .limit(window.page.size)
          .offset(offsetOf(window)),
        list.count ? list.count(query, where) : countRows(where),
      ]);
      return { rows, total };
    },
    after(query: Query, after: Position | null, size: number): Promise<Row<Select>[]> {
      const from = after === null ? undefined : list.position(after);
      return list
        .select()
        .where(
          and(
            list.matches(query),
            from === undefined
              ? undefined
              : raw`(${list.date}, ${list.id}) < (${from[0]}::timestamptz, ${from[1]})`,
          ),
        )
        .orderBy(...newestFirst)
        .limit(size);
    },
  };
};
