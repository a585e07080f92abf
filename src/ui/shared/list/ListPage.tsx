import type { ReactNode } from 'react';
import type { DateRange } from '../../../domain/filters.types';
import { FilterPanel, type ChoiceGroup } from '../components/filters/FilterPanel';
import { SearchBox } from '../components/search/SearchBox';
import '../components/page/console-page.css';

interface ListControls<F> {
  filters: F;
  setFilters(next: Partial<F>): void;
  setSearch(search: string): void;
  reset(): void;
}

interface ListPageProps<F extends DateRange & { search: string }> {
  title: string;
  headingId: string;
  list: ListControls<F>;
  /** The filter panel's date heading (Joined Date, Transaction Date, Broadcast Date) and its choices. */
  dateHeading: string;
  groups: readonly ChoiceGroup<F>[];
  /** Buttons after the search and filters (+ Create BC). */
  actions?: ReactNode;
  /** The table, and any dialog the list opens. */
  children: ReactNode;
}

/** Every list page's frame: its heading, then the search box and filter panel bound to the list's URL. */
export function ListPage<F extends DateRange & { search: string }>(props: ListPageProps<F>) {
  const { list } = props;
  return (
    <section className="console-list" aria-labelledby={props.headingId}>
      <div className="console-list__header">
        <h2 id={props.headingId}>{props.title}</h2>
        <div className="console-list__tools">
          <SearchBox value={list.filters.search} onSearch={list.setSearch} />
          <FilterPanel
            dateHeading={props.dateHeading}
            applied={list.filters}
            groups={props.groups}
            onApply={list.setFilters}
            onReset={list.reset}
          />
          {props.actions}
        </div>
      </div>
      {props.children}
    </section>
  );
}
