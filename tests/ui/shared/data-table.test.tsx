import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../../src/ui/shared/components/table/DataTable';
import type { Column } from '../../../src/ui/shared/components/table/DataTable';
import type { ResourceStatus } from '../../../src/ui/shared/hooks/useResource';
import { renderWithRouter } from '../support/with-router';

interface Row {
  userId: string;
  name: string | null;
  points: number;
}

const columns: Column<Row>[] = [
  { key: 'userId', header: 'Client ID', value: (r) => r.userId },
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'points', header: 'Total Points', value: (r) => r.points },
];

const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    userId: `CL-${i + 1}`,
    name: `Client ${i + 1}`,
    points: (i * 37) % 11,
  }));

/** A ready table of `rows` under `caption`, with what the case adds (and no link column unless it adds one). */
const readyTable = (caption: string, rows: Row[], extra: Partial<ComponentProps<typeof DataTable<Row>>>) => (
  <DataTable
    caption={caption}
    columns={columns}
    rows={rows}
    status="ready"
    rowKey={(r) => r.userId}
    {...extra}
  />
);

function table(
  rows: Row[] | undefined,
  status: ResourceStatus = 'ready',
  extra: { onRetry?: () => void; emptyText?: string } = {},
) {
  return (
    <DataTable
      caption="Clients"
      columns={columns}
      rows={rows}
      status={status}
      rowKey={(r) => r.userId}
      kind="clients"
      actionHref={(id) => `/app/dashboard/clients/${id}`}
      {...extra}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a captioned table showing 7 placeholder rows and no pager while loading', () => {
    renderWithRouter(table(undefined, 'loading'));
    expect(screen.getByRole('table', { name: 'Clients' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('Loading clients');
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('says No data available (or the given text) and shows no pager when empty', () => {
    const { rerender } = renderWithRouter(table([]));
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    rerender(table([], 'ready', { emptyText: 'No Results Found' }));
    expect(screen.getByText('No Results Found')).toBeInTheDocument();
  });

  it('shows an error with Retry instead of an empty table', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithRouter(table(undefined, 'error', { onRetry }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load clients.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages 7 rows at a time with Previous/Next disabled at the ends', async () => {
    const { user } = renderWithRouter(table(makeRows(16)));
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstCells()).toEqual(['CL-15', 'CL-16']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  // docs/product.md's "the table resets to page 1 when its data changes" means a new result set (the list hook's test),
  // not the same list fetched again after a row changed: the table itself stays on its page.
  it('stays on its page when the same list arrives again (a row changed in place)', async () => {
    const { user, rerender } = renderWithRouter(table(makeRows(16)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    rerender(table(makeRows(16)));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows the page and sort it is given, and asks its owner to change them', async () => {
    const position = { page: 3, sort: null, onPage: vi.fn(), onSort: vi.fn() };
    const { user } = renderWithRouter(readyTable('Clients', makeRows(16), { position }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstCells()).toEqual(['CL-15', 'CL-16']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(position.onPage).toHaveBeenCalledWith(2);
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(position.onSort).toHaveBeenCalledWith('name');
  });

  it('shows a page the server cut as it came, counting pages by the total', () => {
    renderWithRouter(
      readyTable('Activity', makeRows(7), {
        position: { page: 2, sort: null, total: 30, onPage: vi.fn(), onSort: vi.fn() },
      }),
    );
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('CL-1');
  });

  it('sorts ascending on the first click, then descending, only within the current page', async () => {
    const { user } = renderWithRouter(table(makeRows(16)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const header = screen.getByRole('columnheader', { name: /Total Points/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ids = firstCells();
    expect(
      ids.every((id) => ['CL-8', 'CL-9', 'CL-10', 'CL-11', 'CL-12', 'CL-13', 'CL-14'].includes(id ?? '')),
    ).toBe(true);
    const points = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[2]?.textContent));
    expect(points).toEqual([...points].sort((a, b) => a - b));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const down = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[2]?.textContent));
    expect(down).toEqual([...points].sort((a, b) => b - a));
  });

  it('names each sort button with its column and how the list is sorted by it (docs/architecture.md, "Console conventions")', async () => {
    const { user } = renderWithRouter(table(makeRows(3)));
    const header = screen.getByRole('columnheader', { name: /Total Points/ });
    expect(within(header).getByRole('button')).toHaveAccessibleName('Total Points, not sorted');
    await user.click(within(header).getByRole('button'));
    expect(within(header).getByRole('button')).toHaveAccessibleName('Total Points, sorted ascending');
    await user.click(within(header).getByRole('button'));
    expect(within(header).getByRole('button')).toHaveAccessibleName('Total Points, sorted descending');
  });

  it('shows - for a missing value and a View link by the row id', () => {
    renderWithRouter(table([{ userId: 'CL-42', name: null, points: 3 }]));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('-');
    expect(screen.getByRole('link', { name: 'View CL-42' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients/CL-42',
    );
  });

  it('shows a text action for a row without its id', () => {
    renderWithRouter(readyTable('Done', makeRows(1), { kind: 'points', actionHref: (id) => id }));
    expect(screen.getByText('No action required')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('calls onRowClick with the clicked row', async () => {
    const onRowClick = vi.fn();
    const { user } = renderWithRouter(readyTable('Rows', makeRows(2), { onRowClick }));
    await user.click(screen.getByText('Client 2'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ userId: 'CL-2' }));
  });
});
