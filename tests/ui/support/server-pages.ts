/**
 * A fake server's page of a list, cut and sorted by the domain's rules (src/domain/list-order.ts), as both
 * real stores do: a UI test's repository answers `page` from what its `list` answers.
 */
import type { ListView } from '../../../src/application/ports/list-view';
import { compareListRows, pageOffset, type SortValue } from '../../../src/domain/list-order';

export function serverPage<T>(
  rows: readonly T[],
  view: ListView,
  valueOf: (row: T, key: never) => SortValue,
  idOf: (row: T) => string,
): { rows: T[]; total: number } {
  const sorted = view.sort
    ? [...rows].sort(compareListRows(view.sort, valueOf as (row: T, key: string) => SortValue, idOf))
    : [...rows];
  const start = pageOffset(view.page, view.size);
  return { rows: sorted.slice(start, start + view.size), total: rows.length };
}

/** A file the fake server wrote. */
export const aListFile = (fileName: string) => ({
  file: new Blob(['\uFEFFheader\r\n'], { type: 'text/csv;charset=utf-8' }),
  fileName,
});
