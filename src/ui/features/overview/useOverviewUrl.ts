import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toQuery } from '../../../domain/filters';
import { OVERVIEW_FILTERS, type OverviewFilters } from '../../../domain/overview';

/**
 * The Overview's period and location in the query string, like every list's filters: a copied URL, a reload
 * and Back show the same figures. Each change is a new history entry.
 */
export function useOverviewUrl() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => OVERVIEW_FILTERS.parse(search), [search]);
  const setFilters = useCallback(
    (patch: Partial<OverviewFilters>) => {
      const next = { ...OVERVIEW_FILTERS.parse(search), ...patch };
      // A preset needs no dates; the default preset needs no key at all.
      const dates = next.period === 'custom' ? { from: next.from, to: next.to } : { from: '', to: '' };
      const query = toQuery(
        {
          period: next.period === OVERVIEW_FILTERS.empty.period ? '' : next.period,
          ...dates,
          location: next.location,
        },
        search.replace(/^\?/, ''),
      );
      navigate(query ? `${path}?${query}` : path);
    },
    [navigate, path, search],
  );
  return { filters, setFilters };
}
