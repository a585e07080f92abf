import type { ListView } from '../../application/ports/list-view';
import type { QueryPayload } from './query-string';

/** A list's page and order as the server reads them (docs/api.md, "Paged lists"): no sort, newest first. */
export const listViewQuery = (view: ListView): QueryPayload => ({
  page: view.page,
  limit: view.size,
  ...(view.sort ? { sort: view.sort.key, order: view.sort.order } : {}),
});

/** Asked for a page, the server answers its total; an older one without it answered the whole list. */
export const pageTotal = (total: number | undefined, rows: readonly unknown[]): number =>
  total ?? rows.length;
