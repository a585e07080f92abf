import type { FilterCodec } from '../../../domain/filters';
import type { ChoiceGroup, TextFilter } from '../components/filters/FilterPanel';
import type { Column } from '../components/table/types';

/** A list's filter panel: the filters it keeps in the URL, its date heading and its choices. */
export interface FilterPanelDefinition<F> {
  codec: FilterCodec<F>;
  /** Joined Date, Transaction Date, Broadcast Date. */
  dateHeading: string;
  groups: readonly ChoiceGroup<F>[];
  /** Filters typed in (exact ids), under their legend. */
  texts?: { legend: string; fields: readonly TextFilter<F>[] };
}

/** What a feature declares about its list; its page adds the call that loads it and any extras. */
export interface ListDefinition<F, T, A> {
  /** The list's heading, and its table's name. */
  title: string;
  filters: FilterPanelDefinition<F>;
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  /** The rows in the answer of the list's call. */
  rows(answer: A): readonly T[];
  /** For a list the server pages: how many rows match in all. Without it, the list is paged here. */
  total?(answer: A): number;
  /** False when the server stopped counting: `total` is then a floor ("more than 10,000"). Exact if absent. */
  totalExact?(answer: A): boolean;
  /**
   * The server sorts the whole filtered list (docs/product.md §10.18): the loader gets the sort, and the page
   * is shown in the order answered. Without it, only the rows of the page are sorted (§9).
   */
  sortedByServer?: boolean;
}

/** A list: its heading, filter panel, columns, the key of a row, and where its rows are in the call's answer. */
export const listOf = <F, T, A>(
  title: string,
  filters: FilterPanelDefinition<F>,
  columns: readonly Column<T>[],
  rowKey: (row: T) => string,
  rows: (answer: A) => readonly T[],
): ListDefinition<F, T, A> => ({ title, filters, columns, rowKey, rows });

/**
 * A list the server pages, sorts and searches across the whole filtered list (docs/product.md §10.18): its
 * answer counts every match, so "sort by points" finds the best of all, not of the rows on screen.
 */
export const serverSortedListOf = <F, T, A extends { total: number }>(
  title: string,
  filters: FilterPanelDefinition<F>,
  columns: readonly Column<T>[],
  rowKey: (row: T) => string,
  rows: (answer: A) => readonly T[],
): ListDefinition<F, T, A> => ({
  ...listOf(title, filters, columns, rowKey, rows),
  total: (answer) => answer.total,
  sortedByServer: true,
});
