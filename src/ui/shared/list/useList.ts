import { useMemo } from 'react';
import { PAGE_SIZE } from '../../../domain/constants';
import type { FilterCodec } from '../../../domain/filters';
import { nextSort } from '../../../domain/sort';
import { isSortable, type Column, type TablePosition } from '../components/table/types';
import { useResource, type ResourceStatus } from '../hooks/useResource';
import { useListUrl } from './useListUrl';

export interface ListQuery<F> {
  filters: F;
  /** The page asked for: what a list the server pages sends; a list paged here ignores it. */
  page: number;
  pageSize: number;
}

export interface ListSource<F, T, A> {
  codec: FilterCodec<F>;
  columns: readonly Column<T>[];
  /** Loads the list: every row that matches (paged here), or the asked page (paged by the server). */
  load(query: ListQuery<F>, signal: AbortSignal): Promise<A>;
  /** The rows in the answer. */
  rows(answer: A): readonly T[];
  /** For a list the server pages: how many rows match in all. Without it, the list is paged here. */
  total?(answer: A): number;
}

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
export function useList<F extends object, T, A>(source: ListSource<F, T, A>) {
  const sortable = useMemo(
    () => source.columns.filter(isSortable).map((column) => column.key),
    [source.columns],
  );
  const url = useListUrl(source.codec, sortable);
  const pagedByServer = source.total !== undefined;
  const query: ListQuery<F> = {
    filters: url.filters,
    page: pagedByServer ? url.page : 1,
    pageSize: PAGE_SIZE,
  };
  const resource = useResource(JSON.stringify(query), (signal) => source.load(query, signal));
  const answer = resource.data;

  const table: ListTable<T> = {
    rows: answer === undefined ? undefined : source.rows(answer),
    status: resource.status,
    error: resource.error,
    onRetry: resource.reload,
    position: {
      page: url.page,
      sort: url.sort,
      ...(answer !== undefined && source.total ? { total: source.total(answer) } : {}),
      onPage: url.setPage,
      onSort: (key) => url.setSort(nextSort(url.sort, key)),
    },
  };
  return {
    filters: url.filters,
    /** New filters from the panel: a new result set, from page 1. */
    setFilters: url.setFilters,
    /** A new search from the search box: a new result set, from page 1. */
    setSearch: url.setSearch,
    /** Reset: every filter cleared (SPEC §2), from page 1. */
    reset: () => url.setFilters(source.codec.empty),
    /** Fetches the same list again (after a change), keeping the page. */
    reload: resource.reload,
    answer,
    table,
  };
}
