import type { SortState } from '../../../../domain/sort';

interface SortHeaderProps {
  header: string;
  columnKey: string;
  sortable: boolean;
  sort: SortState | null;
  onSort(key: string): void;
}

/** What a sort button is called: its column and how the list is sorted by it, never the arrow drawn beside. */
export const sortButtonName = (header: string, direction: SortState['direction'] | null): string =>
  direction ? `${header}, sorted ${direction}` : `${header}, not sorted`;

/** A column header; sortable ones are buttons named with their order, and the header carries aria-sort. */
export function SortHeader({ header, columnKey, sortable, sort, onSort }: SortHeaderProps) {
  if (!sortable) return <th scope="col">{header}</th>;
  const direction = sort?.key === columnKey ? sort.direction : null;
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button
        type="button"
        className="data-table__sort"
        aria-label={sortButtonName(header, direction)}
        onClick={() => onSort(columnKey)}
      >
        {header}
        <span className="data-table__sort-icon" aria-hidden="true">
          {arrow}
        </span>
      </button>
    </th>
  );
}
