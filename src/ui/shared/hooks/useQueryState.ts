import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toQuery } from '../../../domain/filters';
import type { FilterCodec } from '../../../domain/filters';

/**
 * A list's filters, kept in the query string (SPEC §2): a copied URL reproduces the view and Back/Forward
 * step through earlier filters. Each change pushes a history entry; an unchanged query pushes nothing.
 */
export function useQueryState<F extends object>(codec: FilterCodec<F>): [F, (next: F) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  // Parsed once per query string, so the object is stable and safe as a fetch dependency.
  const filters = useMemo(() => codec.parse(search), [codec, search]);

  const setFilters = useCallback(
    (next: F) => {
      const owned = Object.fromEntries(codec.keys.map((key) => [key, next[key]]));
      const query = toQuery(owned, search);
      if (query === search.replace(/^\?/, '')) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [codec, navigate, path, search],
  );

  return [filters, setFilters];
}
