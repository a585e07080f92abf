import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CLIENT_FILTERS } from '../../../src/domain/filters';
import type { ClientFilters } from '../../../src/domain/filters.types';
import type { Column } from '../../../src/ui/shared/components/table/types';
import { listOf } from '../../../src/ui/shared/list/list-definition';
import { useList, type ListQuery } from '../../../src/ui/shared/list/useList';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'ID', value: (row) => row.id },
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'note', header: 'Note', render: () => null },
];
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `R${i + 1}`, name: `Row ${i + 1}` }));

interface Answer {
  rows: Row[];
  total: number;
}

function setup(path: string, options: { serverPaged?: boolean } = {}) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const load = vi.fn(async (_query: ListQuery<ClientFilters>, _signal: AbortSignal): Promise<Answer> => ({
    rows: options.serverPaged ? rows(7) : rows(16),
    total: 40,
  }));
  const definition = listOf(
    'Rows',
    { codec: CLIENT_FILTERS, dateHeading: 'Joined Date', groups: [] },
    COLUMNS,
    (row: Row) => row.id,
    (answer: Answer) => answer.rows,
  );
  const paged = options.serverPaged ? { ...definition, total: (answer: Answer) => answer.total } : definition;
  const hook = renderHook(() => useList(paged, load), { wrapper });
  return { ...hook, location, load, last: () => location.history.at(-1) };
}

describe('the list hook: filters in the query string', () => {
  it('reads the filters from a pasted URL', () => {
    const { result } = setup('/app/dashboard/clients?location=Oakville&blockStatus=Blocked&search=Maya');
    expect(result.current.filters).toMatchObject({
      location: ['Oakville'],
      blockStatus: ['Blocked'],
      search: 'maya',
    });
  });

  it('writes filters into the query string as a new history entry, keeping other keys; clearing removes them', () => {
    const { result, location, last } = setup('/app/dashboard/clients?demoClients=30');
    act(() => result.current.setFilters({ location: ['Mississauga', 'Oakville'] }));
    expect(last()).toBe('/app/dashboard/clients?demoClients=30&location=Mississauga,Oakville');
    act(() => result.current.reset());
    expect(last()).toBe('/app/dashboard/clients?demoClients=30');
    expect(location.history).toHaveLength(3);
    expect(result.current.filters).toEqual(CLIENT_FILTERS.empty);
  });

  it('pushes nothing when the filters did not change', () => {
    const { result, location } = setup('/app/dashboard/clients?search=maya');
    act(() => result.current.setSearch('MAYA'));
    act(() => result.current.setFilters({ location: [] }));
    expect(location.history).toHaveLength(1);
  });

  it('changes are made against the URL as it is then: a search keeps a filter set since', () => {
    const { result, last } = setup('/app/dashboard/clients');
    const setSearchSeenEarlier = result.current.setSearch;
    act(() => result.current.setFilters({ location: ['Oakville'] }));
    act(() => setSearchSeenEarlier('maya'));
    expect(last()).toBe('/app/dashboard/clients?location=Oakville&search=maya');
  });
});

describe('the list hook: page and sort in the query string', () => {
  it('shows the page and sort of the URL, so a reload stays where the admin was', async () => {
    const { result } = setup('/app/dashboard/clients?page=2&sort=-name');
    expect(result.current.table.position).toMatchObject({
      page: 2,
      sort: { key: 'name', direction: 'descending' },
    });
    await waitFor(() => expect(result.current.table.status).toBe('ready'));
  });

  it('makes each page turn and sort a history entry of its own (docs/product.md §10.9)', () => {
    const { result, location, last } = setup('/app/dashboard/clients?search=maya');
    act(() => result.current.table.position.onPage(3));
    expect(last()).toBe('/app/dashboard/clients?search=maya&page=3');
    act(() => result.current.table.position.onSort('name'));
    expect(last()).toBe('/app/dashboard/clients?search=maya&page=3&sort=name');
    act(() => result.current.table.position.onSort('name'));
    expect(last()).toBe('/app/dashboard/clients?search=maya&page=3&sort=-name');
    act(() => result.current.table.position.onPage(1));
    expect(last()).toBe('/app/dashboard/clients?search=maya&sort=-name');
    expect(location.history).toHaveLength(5);
  });

  it('ignores a sort by a key no column sorts by', () => {
    const { result } = setup('/app/dashboard/clients?sort=note');
    expect(result.current.table.position.sort).toBeNull();
  });

  it('a new result set (new filters or a new search) starts at page 1 and keeps the sort', () => {
    const { result, last } = setup('/app/dashboard/clients?page=3&sort=name');
    act(() => result.current.setSearch('maya'));
    expect(last()).toBe('/app/dashboard/clients?sort=name&search=maya');
    act(() => result.current.table.position.onPage(2));
    act(() => result.current.setFilters({ blockStatus: ['Active'] }));
    expect(last()).toBe('/app/dashboard/clients?sort=name&blockStatus=Active&search=maya');
  });

  it('a reload (after acting on a row) keeps the page', async () => {
    const { result, load, last } = setup('/app/dashboard/clients?page=2');
    await waitFor(() => expect(result.current.table.status).toBe('ready'));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(last()).toBe('/app/dashboard/clients?page=2');
    expect(result.current.table.position.page).toBe(2);
  });

  it('a list paged here loads once for all its pages', async () => {
    const { result, load } = setup('/app/dashboard/clients');
    await waitFor(() => expect(result.current.table.status).toBe('ready'));
    act(() => result.current.table.position.onPage(2));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.table.rows).toHaveLength(16);
  });
});

describe('the list hook: a list the server pages', () => {
  it('asks the server for the page in the URL, and counts pages by the total it answers', async () => {
    const { result, load } = setup('/app/dashboard/activity?page=3', { serverPaged: true });
    await waitFor(() => expect(result.current.table.status).toBe('ready'));
    expect(load.mock.calls[0]?.[0]).toMatchObject({ page: 3, pageSize: 7 });
    expect(result.current.table.position.total).toBe(40);
    act(() => result.current.table.position.onPage(4));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls[1]?.[0]).toMatchObject({ page: 4 });
  });
});
