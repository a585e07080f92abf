import { paginate, type ShownPage } from '../../../../domain/pagination';
import { pagedByServer } from '../../../../domain/server-pages';
import { sortRows, type SortState } from '../../../../domain/sort';
import type { Column } from './types';

/**
 * The rows a table shows: the current page of 7 (cut here, or by the server when it gave a total), then
 * sorted within that page only (docs/product.md §9), unless the server sorted the whole list (§10.18).
 */
export function tableView<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  where: {
    page: number;
    sort: SortState | null;
    total?: number;
    totalExact?: boolean;
    sortedByServer?: boolean;
  },
): ShownPage<T> {
  const page =
    where.total === undefined
      ? paginate(rows, where.page)
      : pagedByServer(rows, { total: where.total, exact: where.totalExact ?? true }, where.page);
  const valueOf = (row: T, key: string) => columns.find((column) => column.key === key)?.value?.(row);
  return where.sortedByServer ? page : { ...page, rows: sortRows(page.rows, where.sort, valueOf) };
}
