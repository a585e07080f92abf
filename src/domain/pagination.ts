/** Pages of docs/product.md §9: 7 rows, `Page X of Y`, previous/next enabled only where they lead somewhere. */
import { PAGE_SIZE } from './constants';

export interface PageInfo {
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  label: string;
}

/**
 * One page of a paged list and how many rows match in all: the one shape of every paged answer — a store's,
 * a repository's, a use case's (docs/api.md, "Paged lists"). A list may say more beside it (the trail whether
 * its total is exact, the broadcasts how many exist at all).
 */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** A page as the pager shows it (docs/product.md §9): its rows and where it stands. */
export interface ShownPage<T> extends PageInfo {
  rows: T[];
}

/** At least one page, so an empty list still reads `Page 1 of 1` if ever shown. */
export const pageCount = (total: number, size: number = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / size));

export const pageLabel = (page: number, count: number): string => `Page ${page} of ${count}`;

/** Where page `page` stands among `total` rows. */
export function pageInfo(total: number, page: number, size: number = PAGE_SIZE): PageInfo {
  const count = pageCount(total, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), count);
  return {
    page: current,
    pageCount: count,
    canPrevious: current > 1,
    canNext: current < count,
    label: pageLabel(current, count),
  };
}

/** A page cut from the whole list (the lists of docs/product.md §9, paged in the browser). */
export function paginate<T>(rows: readonly T[], page: number, size: number = PAGE_SIZE): ShownPage<T> {
  const info = pageInfo(rows.length, page, size);
  const start = (info.page - 1) * size;
  return { ...info, rows: rows.slice(start, start + size) };
}
