import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toQuery, type FilterCodec } from '../../../domain/filters';
import { pageOf, pageParam, sortOf, sortParam } from './list-query';
import type { SortState } from '../../../domain/sort';

/**
 * A list's state in the query string (docs/product.md §2 and §10.9): its filters, page and sort, so a copied
 * URL, a reload and Back from a record all show the same view. New filters, a page change and a sort change are
 * each a new history entry (Back and Forward step through them, docs/product.md §10.9); new filters start from
 * page 1; a search still being typed replaces the entry its first pause made. Every change is made against the
 * URL as it is when it happens, never an older copy (a late search keeps a newer filter).
 */
export function useListUrl<F extends object>(codec: FilterCodec<F>, sortable: readonly string[]) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  });

  const filters = useMemo(() => codec.parse(search), [codec, search]);
  const sortKeys = sortable.join(',');
  const sort = useMemo(() => sortOf(search, sortKeys.split(',')), [search, sortKeys]);

  const go = useCallback(
    (change: Record<string, string | readonly string[]>, replace: boolean) => {
      const current = latest.current.replace(/^\?/, '');
      const query = toQuery(change, current);
      if (query === current) return;
      latest.current = query;
      navigate(query ? `${path}?${query}` : path, { replace });
    },
    [navigate, path],
  );

  /** New filters (the search among them): a new result set, shown from page 1. */
  const setFilters = useCallback(
    (patch: Partial<F>) => {
      const next: F = { ...codec.parse(latest.current), ...patch };
      const owned = Object.fromEntries(codec.keys.map((key) => [key, next[key]]));
      go({ ...owned, page: '' }, false);
    },
    [codec, go],
  );
  /**
   * A new search (docs/product.md §2's box; the query string keeps it lowercased): a new result set, from page 1. A search
   * still being typed (`refine`) replaces the entry its first pause made, so Back skips partial searches.
   */
  const setSearch = useCallback((search: string, refine = false) => go({ search, page: '' }, refine), [go]);
  const setPage = useCallback((page: number) => go({ page: pageParam(page) }, false), [go]);
  /** A page that does not exist, corrected in place: Back never returns to it. */
  const correctPage = useCallback((page: number) => go({ page: pageParam(page) }, true), [go]);
  const setSort = useCallback((next: SortState | null) => go({ sort: sortParam(next) }, false), [go]);

  return { filters, page: pageOf(search), sort, setFilters, setSearch, setPage, correctPage, setSort };
}
