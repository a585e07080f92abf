import type { ReactNode } from 'react';
import { displayValue } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';
import type { TableKind } from '../../../../domain/table-actions';
import type { ResourceStatus } from '../../hooks/useResource';
import { ErrorState } from '../status/ErrorState';
import { Pager } from './Pager';
import { RowActionCell } from './RowActionCell';
import { SortHeader } from './SortHeader';
import { EmptyRow, LoadingRows } from './TableStates';
import type { Column } from './types';
import { useTableView } from './useTableView';
import './table.css';

export type { Column } from './types';

export interface DataTableProps<T> {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  status: ResourceStatus;
  onRetry?(): void;
  rowKey(row: T): string;
  /** With `actionHref`, adds the action column of SPEC §2 for this kind of table. */
  kind?: TableKind;
  actionHref?(id: string): string;
  actionHeader?: string;
  actionLabel?: string;
  emptyText?: string;
  /** Replaces the empty text (e.g. a Create A Broadcast button). */
  empty?: ReactNode;
  /** A mouse convenience: clicking anywhere on a row. Keyboard users keep a link or button in the row. */
  onRowClick?(row: T): void;
}

const NO_ROWS: readonly never[] = [];

/** The one list table of the console: loading rows, error with Retry, empty text, sorting and paging. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, status, rowKey, kind, actionHref } = props;
  const rows = props.rows ?? NO_ROWS;
  const view = useTableView(rows, columns);
  const withAction = kind !== undefined && actionHref !== undefined;
  const width = columns.length + (withAction ? 1 : 0);

  if (status === 'error') {
    return (
      <ErrorState message={`Could not load ${caption.toLowerCase()}.`} onRetry={() => props.onRetry?.()} />
    );
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
                  sortable={column.sortable ?? column.value !== undefined}
                  sort={view.sort}
                  onSort={view.sortBy}
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
              view.page.rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={props.onRowClick ? 'data-table__row--clickable' : undefined}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key}>
                      {column.render ? column.render(row) : displayValue(column.value?.(row))}
                    </td>
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
      {!loading && rows.length > 0 && <Pager page={view.page} onGo={view.goTo} label={caption} />}
    </div>
  );
}
