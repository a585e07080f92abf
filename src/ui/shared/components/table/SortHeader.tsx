import type { SortState } from '../../../../domain/sort';

interface SortHeaderProps {
  header: string;
  columnKey: string;
  sortable: boolean;
  sort: SortState | null;
  onSort(key: string): void;
}

/** A column header; sortable ones are buttons and announce their order with aria-sort. */
export function SortHeader({ header, columnKey, sortable, sort, onSort }: SortHeaderProps) {
  if (!sortable) return <th scope="col">{header}</th>;
  const direction = sort?.key === columnKey ? sort.direction : null;
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button type="button" className="data-table__sort" onClick={() => onSort(columnKey)}>
        {header}
        <span className="data-table__sort-icon" aria-hidden="true">
          {arrow}
        </span>
      </button>
    </th>
  );
}
