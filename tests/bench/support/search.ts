/**
 * The search of a list, timed only for a term proven to change the first page shown: otherwise the rows would
 * never change and there would be nothing to time (or a timeout passed off as a figure).
 */
import type { Page } from 'playwright-core';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/shared/components/search/search-debounce';
import { serverGet } from '../../e2e/support/faults';
import { clientIdsShown, rowsChangedAfterLastKey } from './page-clock';
import { NotMeasured } from './part';

export interface ClientList {
  data: { users: { userId: string }[] };
}

/** Proof that typing `term` must change the first page: it matches some client, and not every row shown now. */
export async function changesFirstPage(page: Page, term: string): Promise<boolean> {
  const shown = await clientIdsShown(page);
  const matching = await serverGet<ClientList>(
    page,
    `retrieve/admin/view-clients?search=${encodeURIComponent(term)}`,
  );
  const ids = new Set(matching.data.users.map((user) => user.userId));
  return ids.size > 0 && shown.some((id) => !ids.has(id));
}

/** One term typed over the current search; null when the term is not proven to change the first page. */
export async function searchOnce(page: Page, term: string): Promise<number | null> {
  if (!(await changesFirstPage(page, term))) return null;
  const search = page.getByRole('searchbox', { name: 'Search This Section' });
  // Cleared and typed at once: the debounce sends only the whole term, never the empty search.
  const ms = await rowsChangedAfterLastKey(page, async () => {
    await search.fill('');
    await search.pressSequentially(term);
  });
  if (ms === null) throw new NotMeasured(`the search "${term}" changed no rows within 10 s`);
  return ms - SEARCH_DEBOUNCE_MS;
}
