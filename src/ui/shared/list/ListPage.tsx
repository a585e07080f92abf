import { useId, useRef, type ReactNode } from 'react';
import { filtersOn } from '../../../domain/filters';
import { MESSAGES } from '../../../domain/messages';
import type { DateRange } from '../../../domain/filters.types';
import { DataTable, type DataTableProps } from '../components/table/DataTable';
import { activeFilters } from '../components/filters/active-filters';
import { FilterChips } from '../components/filters/FilterChips';
import { FilterPanel } from '../components/filters/FilterPanel';
import { SearchBox } from '../components/search/SearchBox';
import { ExportButton } from '../export/ExportButton';
import { ZoneTitle } from '../zone/ZoneTitle';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import type { Download } from '../export/save-file';
import type { List } from './useList';
import { useFilterGroups } from './useFilterGroups';
import '../components/page/console-page.css';

type TableExtras<T> = Pick<DataTableProps<T>, 'kind' | 'actionHref' | 'onRowClick' | 'empty'>;

interface ListPageProps<F extends DateRange & { search: string }, T, A> extends TableExtras<T> {
  list: List<F, T, A>;
  /**
   * Export CSV after the filters: how the list's file is made (useListCsv for a list fetched whole, the
   * server's file for Clients, Points and Activity).
   */
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
  empty,
  ...extras
}: ListPageProps<F, T, A>) {
  const { title, filters, columns, rowKey } = list.definition;
  const groups = useFilterGroups(filters.groups);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  // Cleared filters take away the control that was focused: the list's heading, where it starts, takes focus.
  const focusHeading = () => heading.current?.focus();
  const clearFilters = () => {
    list.reset();
    focusHeading();
  };
  // Nothing matches what is in force: say so, and offer the way back (docs/architecture.md, "Console conventions").
  const emptyShown = filtersOn(list.filters) ? (
    <span className="list-empty">
      {empty ?? <span>{MESSAGES.tableEmpty}</span>}
      <button type="button" className="button button--secondary" onClick={clearFilters}>
        Clear filters
      </button>
    </span>
  ) : (
    empty
  );
  return (
    <section className="console-list" aria-labelledby={headingId}>
      <div className="console-list__header">
        <ZoneTitle id={headingId} headingRef={heading}>
          {title}
        </ZoneTitle>
        <div className="console-list__tools">
          <SearchBox value={list.filters.search} onSearch={list.setSearch} />
          <FilterPanel
            dateHeading={filters.dateHeading}
            applied={list.filters}
            groups={groups}
            texts={filters.texts}
            onApply={list.setFilters}
            onReset={list.reset}
          />
          {exportCsv && <ExportButton make={exportCsv.make} ready={exportCsv.ready} />}
          {actions}
        </div>
      </div>
      <FilterChips
        chips={activeFilters({ ...filters, groups }, list.filters)}
        onRemove={list.setFilters}
        onEmptied={focusHeading}
      />
      <DataTable
        caption={title}
        columns={columns}
        rowKey={rowKey}
        {...list.table}
        {...extras}
        empty={emptyShown}
      />
      {children}
    </section>
  );
}
