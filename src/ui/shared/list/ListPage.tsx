import { useId, type ReactNode } from 'react';
import type { DateRange } from '../../../domain/filters.types';
import { DataTable, type DataTableProps } from '../components/table/DataTable';
import { FilterPanel } from '../components/filters/FilterPanel';
import { SearchBox } from '../components/search/SearchBox';
import { ExportButton } from '../export/ExportButton';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import type { Download } from '../export/save-file';
import type { List } from './useList';
import '../components/page/console-page.css';

type TableExtras<T> = Pick<DataTableProps<T>, 'kind' | 'actionHref' | 'onRowClick' | 'empty'>;

interface ListPageProps<F extends DateRange & { search: string }, T, A> extends TableExtras<T> {
  list: List<F, T, A>;
  /** Export CSV after the filters: how the list's file is made (useListCsv, or the server's for Activity). */
  exportCsv?: { make(): Promise<Download>; ready: boolean };
  /** Buttons after the search and filters (+ Create BC). */
  actions?: ReactNode;
  /** Dialogs the list opens. */
  children?: ReactNode;
}

/** Every list page: its heading, the search box and filter panel bound to the URL, and its table. */
export function ListPage<F extends DateRange & { search: string }, T, A>({
  list,
  exportCsv,
  actions,
  children,
  ...extras
}: ListPageProps<F, T, A>) {
  const { title, filters, columns, rowKey } = list.definition;
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section className="console-list" aria-labelledby={headingId}>
      <div className="console-list__header">
        <h2 id={headingId}>{title}</h2>
        <div className="console-list__tools">
          <SearchBox value={list.filters.search} onSearch={list.setSearch} />
          <FilterPanel
            dateHeading={filters.dateHeading}
            applied={list.filters}
            groups={filters.groups}
            texts={filters.texts}
            onApply={list.setFilters}
            onReset={list.reset}
          />
          {exportCsv && <ExportButton make={exportCsv.make} ready={exportCsv.ready} />}
          {actions}
        </div>
      </div>
      <DataTable caption={title} columns={columns} rowKey={rowKey} {...list.table} {...extras} />
      {children}
    </section>
  );
}
