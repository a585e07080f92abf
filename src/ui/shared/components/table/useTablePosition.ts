import { useState } from 'react';
import { nextSort, type SortState } from '../../../../domain/sort';
import type { TablePosition } from './types';

/** The position the list hook gave, or, for a table used on its own, one kept here. */
export function useTablePosition(given: TablePosition | undefined): TablePosition {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    given ?? { page, sort, onPage: setPage, onSort: (key) => setSort((current) => nextSort(current, key)) }
  );
}
