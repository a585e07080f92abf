/**
 * Pages the server cut (a list too long to fetch whole, the activity trail): apart from the pages cut in the
 * browser, so the sign-in screens, which share pagination.ts's chunk, do not carry them.
 */
import { PAGE_SIZE } from './constants';
import { pageCount, pageInfo, pageLabel, type ShownPage, type PageInfo } from './pagination';

/**
 * Where a page stands when the server stopped counting at `floor` matches: the pages counted are a floor too
 * (`Page 3 of 1429+`), and Next leads on while a page comes back full.
 */
export function pageInfoPastCount(
  floor: number,
  page: number,
  rowsOnPage: number,
  size = PAGE_SIZE,
): PageInfo {
  const current = Math.max(1, Math.trunc(page) || 1);
  const count = Math.max(pageCount(floor, size), current);
  return {
    page: current,
    pageCount: count,
    canPrevious: current > 1,
    canNext: rowsOnPage >= size,
    label: `${pageLabel(current, count)}+ (more than ${floor.toLocaleString('en-US')} match)`,
  };
}

/** A page the server cut (a list too long to fetch whole): its rows as answered, counted by the total. */
export const pagedByServer = <T>(
  rows: readonly T[],
  count: { total: number; exact: boolean },
  page: number,
  size: number = PAGE_SIZE,
): ShownPage<T> => ({
  ...(count.exact
    ? pageInfo(count.total, page, size)
    : pageInfoPastCount(count.total, page, rows.length, size)),
  rows: [...rows],
});

/**
 * The page to show instead of `page` when the server answered it empty though rows match (an old link,
 * `?page=99999`): the last page counted, so the list never strands the admin without a pager (docs/product.md
 * §10.9). Null when the page is fine as it is.
 */
export function pageInRange(
  page: number,
  total: number,
  rowsOnPage: number,
  size = PAGE_SIZE,
): number | null {
  if (rowsOnPage > 0 || total <= 0 || page <= 1) return null;
  const last = pageCount(total, size);
  return page > last ? last : null;
}
