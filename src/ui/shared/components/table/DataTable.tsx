import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../domain/messages';
import type { TableKind } from './table-actions';
import type { ResourceStatus } from '../../hooks/useResource';
import { LoadFailure } from '../status/LoadFailure';
import { shownText } from './cell-text';
import { Pager } from './Pager';
import { RowActionCell } from './RowActionCell';
import { SortHeader } from './SortHeader';
import { EmptyRow, LoadingRows } from './TableStates';
import { tableView } from './table-view';
import { isSortable, type Column, type TablePosition } from './types';
import { useTablePosition } from './useTablePosition';
import './table.css';

export type { Column, TablePosition } from './types';

export interface DataTableProps<T> {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  status: ResourceStatus;
  /** Why the rows could not be loaded, for the error policy's words. */
  error?: unknown;
  onRetry?(): void;
  rowKey(row: T): string;
  /** With `actionHref`, adds the action column of docs/product.md §2 for this kind of table. */
  kind?: TableKind;
  actionHref?(id: string): string;
  actionHeader?: string;
  actionLabel?: string;
  emptyText?: string;
  /** Replaces the empty text (e.g. a Create A Broadcast button). */
  empty?: ReactNode;
  /** A mouse convenience: clicking anywhere on a row. Keyboard users keep a link or button in the row. */
  onRowClick?(row: T): void;
  /** The page and sort, from the list hook (which keeps them in the URL); without it the table keeps its own. */
  position?: TablePosition;
}

const NO_ROWS: readonly never[] = [];

/** The one list table of the console: loading rows, error with Retry, empty text, sorting and paging. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, status, rowKey, kind, actionHref } = props;
  const rows = props.rows ?? NO_ROWS;
  const position = useTablePosition(props.position);
  const view = tableView(rows, columns, position);
  const withAction = kind !== undefined && actionHref !== undefined;
  const width = columns.length + (withAction ? 1 : 0);

  if (status === 'error') {
    return <LoadFailure what={caption.toLowerCase()} error={props.error} onRetry={() => props.onRetry?.()} />;
  }
  const loading = status === 'loading';
  return (
    <div className="data-table">
      <div className="data-table__scroll">
        <table aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  header={column.header}
                  columnKey={column.key}
                  sortable={isSortable(column)}
                  sort={position.sort}
                  onSort={position.onSort}
                />
              ))}
              {withAction && <th scope="col">{props.actionHeader ?? 'View'}</th>}
            </tr>
          </thead>
          <tbody>
            {loading && <LoadingRows columns={width} />}
            {!loading && rows.length === 0 && (
              <EmptyRow columns={width}>{props.empty ?? props.emptyText ?? MESSAGES.tableEmpty}</EmptyRow>
            )}
            {!loading &&
              view.rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={props.onRowClick ? 'data-table__row--clickable' : undefined}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key}>{column.render ? column.render(row) : shownText(column, row)}</td>
                  ))}
                  {withAction && (
                    <RowActionCell
                      kind={kind}
                      row={row as object}
                      href={actionHref}
                      label={props.actionLabel ?? 'View'}
                    />
                  )}
                </tr>
              ))}
          </tbody>
        </table>
        {loading && (
          <p className="visually-hidden" role="status">
            Loading {caption.toLowerCase()}…
          </p>
        )}
      </div>
      {/* A page the server cuts keeps its pager while the next one loads: the focus stays on Next. */}
      {(loading ? (position.total ?? 0) > 0 : rows.length > 0) && (
        <Pager page={view} onGo={position.onPage} label={caption} />
      )}
    </div>
  );
}
