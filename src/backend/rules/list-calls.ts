/**
 * The clients list and the points ledger answer their two calls alike, so the rule is written here once:
 * the list call answers the whole filtered list when it asks for no page, limit, sort or order (as
 * docs/product.md §7 has it), else one page in that order and how many match (docs/api.md "Paged lists");
 * the export call reads the same filters and writes the whole filtered list as CSV in the business's zone
 * (docs/product.md §10.18, §10.31).
 */
import type { CsvCell } from '../../domain/csv';
import type { ListSort } from '../../domain/list-order';
import { readZone } from '../filters/export-zone';
import { parseListWindow } from '../filters/list-view';
import type { Query } from '../filters/params';
import { bad, good, type Read } from '../input/fields';
import type { Page } from '../../domain/pagination';
import type { ListWindow } from '../ports';
import type { DownloadAnswer } from '../wire';
import { exportList } from './list-export';

/** One list as its two calls read it: `Q` its filters, `K` its sort keys, `P` a row's place newest first. */
export interface ServerList<Q, K extends string, Row, P> {
  /** `clients` or `points`: the exported file's name starts with it. */
  section: string;
  /** Its filters, with days of the business's `zone`. */
  parse(query: Query, zone: string): Read<Q>;
  /** What the parsed filters name that the store does not know (an unknown location), or undefined. */
  check(filters: Q): Promise<string | undefined>;
  sortKeys: readonly K[];
  newestFirst: ListSort<K>;
  /** The exported file's header line, each time column beside its ISO 8601 twin. */
  header: readonly string[];
  whole(filters: Q): Promise<Row[]>;
  page(filters: Q, window: ListWindow<K>): Promise<Page<Row>>;
  /** The next `size` rows newest first after `after` (null: the first): what an export reads. */
  after(filters: Q, after: P | null, size: number): Promise<Row[]>;
  positionOf(row: Row): P;
  /** A row's cells, its times written in `zone`. */
  cells(row: Row, zone: string): CsvCell[];
  /** Columns the file has after the list's own (the clients' liability, docs/product.md §10.28). */
  more?: { header: readonly string[]; cells(row: Row): CsvCell[] };
}

/** The rows a list call answers, and `total` beside them when it asked for a page (spread into the answer). */
export interface ListRows<Row> {
  rows: Row[];
  counted: { total: number } | Record<string, never>;
}

export async function readListCall<Q, K extends string, Row, P>(
  list: ServerList<Q, K, Row, P>,
  query: Query,
  zone: string,
): Promise<Read<ListRows<Row>>> {
  const filters = await parsed(list, query, zone);
  if (!filters.ok) return filters;
  const window = parseListWindow(query, list.sortKeys, list.newestFirst);
  if (!window.ok) return window;
  if (window.value === null) return good({ rows: await list.whole(filters.value), counted: {} });
  const { rows, total } = await list.page(filters.value, window.value);
  return good({ rows, counted: { total } });
}

/** The filters, with days of the business's `zone`, parsed and checked against the store. */
async function parsed<Q, K extends string, Row, P>(
  list: ServerList<Q, K, Row, P>,
  query: Query,
  zone: string,
): Promise<Read<Q>> {
  const filters = list.parse(query, zone);
  if (!filters.ok) return filters;
  const problem = await list.check(filters.value);
  return problem === undefined ? filters : bad(problem);
}

/**
 * `business` is the business's zone: the filters' days are its days, and the file's times are written in it
 * unless the call names another `zone` to show them in (docs/api.md, "Exports").
 */
export async function readExportCall<Q extends object, K extends string, Row, P>(
  list: ServerList<Q, K, Row, P>,
  query: Query,
  now: number,
  business: string,
): Promise<Read<DownloadAnswer>> {
  const filters = await parsed(list, query, business);
  if (!filters.ok) return filters;
  const zone = readZone(query, business);
  if (!zone.ok) return zone;
  const file = {
    section: list.section,
    header: [...list.header, ...(list.more?.header ?? [])],
    read: (after: P | null, size: number) => list.after(filters.value, after, size),
    positionOf: list.positionOf,
    cells: (row: Row) => [...list.cells(row, zone.value), ...(list.more?.cells(row) ?? [])],
  };
  return good(exportList(file, filters.value, { now, zone: zone.value }));
}
