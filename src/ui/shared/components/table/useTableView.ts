import { useState } from 'react';
import { paginate } from '../../../../domain/pagination';
import type { Page } from '../../../../domain/pagination';
import { nextSort, sortRows } from '../../../../domain/sort';
import type { SortState } from '../../../../domain/sort';
import type { Column } from './types';

export interface TableView<T> {
  page: Page<T>;
  sort: SortState | null;
  goTo(page: number): void;
  sortBy(key: string): void;
}

/**
 * Which rows the table shows: the current page of 7, then sorted within that page only (SPEC §9).
 * New data (filters, a refetch) goes back to page 1 (SPEC §4).
 */
export function useTableView<T>(rows: readonly T[], columns: readonly Column<T>[]): TableView<T> {
  const [paging, setPaging] = useState({ rows, page: 1 });
  const [sort, setSort] = useState<SortState | null>(null);
  // Adjusting state while rendering when a prop changed: React's documented alternative to an effect.
  if (paging.rows !== rows) setPaging({ rows, page: 1 });

  const page = paginate(rows, paging.rows === rows ? paging.page : 1);
  const valueOf = (row: T, key: string) => columns.find((column) => column.key === key)?.value?.(row);
  return {
    page: { ...page, rows: sortRows(page.rows, sort, valueOf) },
    sort,
    goTo: (next) => setPaging({ rows, page: next }),
    sortBy: (key) => setSort((current) => nextSort(current, key)),
  };
}
