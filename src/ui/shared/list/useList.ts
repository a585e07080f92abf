import { useEffect, useMemo, useState } from 'react';
import { PAGE_SIZE } from '../../../domain/constants';
import { pageInRange } from '../../../domain/server-pages';
import { nextSort, type SortState } from '../../../domain/sort';
import { isSortable, type TablePosition } from '../components/table/types';
import { useResource, type ResourceStatus } from '../hooks/useResource';
import type { ListDefinition } from './list-definition';
import { useListUrl } from './useListUrl';

export interface ListQuery<F> {
  filters: F;
  /** The page asked for: what a list the server pages sends; a list paged here ignores it. */
  page: number;
  pageSize: number;
  /** The sort, for a list the server sorts (null for the others, and for newest first). */
  sort: SortState | null;
}

/** Loads the list: every row that matches (paged here), or the asked page (paged by the server). */
export type ListLoader<F, A> = (query: ListQuery<F>, signal: AbortSignal) => Promise<A>;

/** What a list page spreads into its <DataTable>. */
export interface ListTable<T> {
  rows: readonly T[] | undefined;
  status: ResourceStatus;
  error: unknown;
  onRetry(): void;
  position: TablePosition;
}

/**
 * The one list hook (clients, points, broadcasts, and lists the server pages): filters, page and sort in the
 * URL, the list loaded afresh for each new result set, and the table's props. Acting on a row (a refetch)
 * keeps the page; new filters or a new search go to page 1.
 */
export function useList<F extends object, T, A>(definition: ListDefinition<F, T, A>, load: ListLoader<F, A>) {
  const { filters: panel, columns } = definition;
  const sortable = useMemo(() => columns.filter(isSortable).map((column) => column.key), [columns]);
  const url = useListUrl(panel.codec, sortable);
  const pagedByServer = definition.total !== undefined;
  const sortedByServer = definition.sortedByServer === true;
  const query: ListQuery<F> = {
    filters: url.filters,
    page: pagedByServer ? url.page : 1,
    pageSize: PAGE_SIZE,
    sort: sortedByServer ? url.sort : null,
  };
  const resource = useResource(JSON.stringify(query), (signal) => load(query, signal));
  const answer = resource.data;
  // While the next page loads, its pager stays where it was (the count of the last answer), with the focus.
  const total = answer !== undefined && definition.total ? definition.total(answer) : undefined;
  const [lastTotal, setLastTotal] = useState<number | undefined>(undefined);
  if (total !== undefined && total !== lastTotal) setLastTotal(total);
  const rowCount = answer === undefined ? undefined : definition.rows(answer).length;
  const shown = total === undefined || rowCount === undefined ? null : pageInRange(url.page, total, rowCount);
  const { correctPage } = url;
  useEffect(() => {
    if (shown !== null) correctPage(shown);
  }, [shown, correctPage]);

  const table: ListTable<T> = {
    rows: answer === undefined ? undefined : definition.rows(answer),
    status: resource.status,
    error: resource.error,
    onRetry: resource.reload,
    position: {
      page: url.page,
      sort: url.sort,
      ...(sortedByServer ? { sortedByServer } : {}),
      ...(pagedByServer && (total ?? lastTotal) !== undefined ? { total: total ?? lastTotal } : {}),
      ...(answer !== undefined && definition.totalExact ? { totalExact: definition.totalExact(answer) } : {}),
      onPage: url.setPage,
      onSort: (key) => url.setSort(nextSort(url.sort, key)),
    },
  };
  return {
    definition,
    filters: url.filters,
    /** New filters from the panel: a new result set, from page 1. */
    setFilters: url.setFilters,
    /** A new search from the search box: a new result set, from page 1. */
    setSearch: url.setSearch,
    /** Reset: every filter cleared (docs/product.md §2), from page 1. */
    reset: () => url.setFilters(panel.codec.empty),
    /** Fetches the same list again (after a change), keeping the page. */
    reload: resource.reload,
    answer,
    table,
  };
}

export type List<F extends object, T, A> = ReturnType<typeof useList<F, T, A>>;
