/** The console's tables as a test reads them: by role, as the admin's screen reader would. */
import { screen, within } from '@testing-library/react';

/** The body rows of the page's one table (its first row is the header). */
export const dataRows = (): HTMLElement[] => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The column names of the page's one table, without the sort button's arrow. */
export const columnNames = (): (string | undefined)[] =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));

/** On a detail page: the Details cell beside a Fields label. */
export function detailCell(field: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: field }).closest('tr');
  if (!row) throw new Error(`no row ${field}`);
  return within(row).getByRole('cell');
}
