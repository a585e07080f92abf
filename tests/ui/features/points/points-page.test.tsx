import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import type { Transaction } from '../../../../src/domain/entities';
import PointsPage from '../../../../src/ui/features/points/PointsPage';
import { aTransaction, fakeTransactions } from '../../support/fixtures';
import { columnNames, dataRows } from '../../support/read-table';
import { deferred, provide, renderConsole } from '../../support/render-console';

function setup(repo = fakeTransactions(), path = '/app/dashboard/points') {
  const view = renderConsole(<PointsPage />, { path, services: [provide(TOKENS.Transactions, repo)] });
  return { ...view, repo };
}

const NO_FILTERS = { from: '', to: '', location: [], type: '', search: '' };
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('points list', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the ledger columns in order, with list dates, +N and the type label', async () => {
    setup();
    await screen.findByText('Maya Chen');
    expect(columnNames()).toEqual([
      'Transaction ID',
      'Client ID',
      'Client Name',
      'Transaction Date',
      'Points',
      'Total Points',
      'Type',
      'Reason / Service',
      'Admin',
      'Location',
      'View',
    ]);
    const [row] = dataRows();
    if (!row) throw new Error('no row');
    expect(cellsOf(row).slice(0, 10)).toEqual([
      'TX-1001',
      'CL-2001',
      'Maya Chen',
      '05 Jan 2024 - 9:05 PM',
      '+40',
      '340',
      'Points Added',
      expect.stringMatching(/^Birthday b\.\.\./),
      'Ada Admin',
      'Oakville',
    ]);
    expect(within(row).getByText('Ada Admin')).toHaveAccessibleDescription('Admin ID: admin-7');
    expect(within(row).getByText('+40')).toHaveClass('points-change--add');
    expect(within(row).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/app/dashboard/points/TX-1001',
    );
  });

  it('cuts the reason at 10 characters and keeps the full text in a tooltip', async () => {
    setup();
    await screen.findByText('Maya Chen');
    expect(screen.getByText('Birthday b...')).toBeInTheDocument();
    expect(screen.getByText('Birthday b...')).toHaveAccessibleDescription(
      'Birthday bonus for a loyal client',
    );
  });

  it('a redeem reads Points Redeemed with its points in red', async () => {
    setup(fakeTransactions([aTransaction({ type: 'redeem', transactionPoints: 15 })]));
    await screen.findByText('Points Redeemed');
    expect(screen.getByText(/^-15$/)).toHaveClass('points-change--redeem');
  });

  it('shows loading rows until the ledger arrives', async () => {
    const pending = deferred<Transaction[]>();
    setup(fakeTransactions([], { list: vi.fn(() => pending.promise) }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(7);
    pending.resolve([aTransaction()]);
    expect(await screen.findByText('Maya Chen')).toBeInTheDocument();
  });

  it('says No data available when nothing matches', async () => {
    setup(fakeTransactions([]));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d/)).not.toBeInTheDocument();
  });

  it('a failed load offers Retry, which fetches again', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([aTransaction()]);
    const { user } = setup(fakeTransactions([], { list }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maya Chen')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('reads its filters from a pasted URL and fetches with them', async () => {
    const { repo } = setup(
      fakeTransactions(),
      '/app/dashboard/points?from=2024-01-01&location=Oakville,Mississauga&type=redeem&search=maya',
    );
    await screen.findByText('Maya Chen');
    expect(repo.list).toHaveBeenCalledWith(
      { from: '2024-01-01', to: '', location: ['Mississauga', 'Oakville'], type: 'redeem', search: 'maya' },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('searchbox', { name: 'Search This Section' })).toHaveValue('maya');
  });

  it('search waits 300 ms, lowercases into the query string and refetches', async () => {
    vi.useFakeTimers();
    const { user, repo, history } = setup();
    await screen.findByText('Maya Chen');
    expect(repo.list).toHaveBeenLastCalledWith(NO_FILTERS, expect.any(AbortSignal));
    await user.type(screen.getByRole('searchbox', { name: 'Search This Section' }), 'MAYA');
    act(() => vi.advanceTimersByTime(299));
    expect(history.at(-1)).toBe('/app/dashboard/points');
    act(() => vi.advanceTimersByTime(1));
    expect(history.at(-1)).toBe('/app/dashboard/points?search=maya');
    await vi.waitFor(() =>
      expect(repo.list).toHaveBeenLastCalledWith({ ...NO_FILTERS, search: 'maya' }, expect.any(AbortSignal)),
    );
  });

  it('filters by transaction date, location and type through the panel, into the query string', async () => {
    const { user, repo, history } = setup();
    await screen.findByText('Maya Chen');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(within(panel).getByRole('group', { name: 'Transaction Date' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(within(panel).getByLabelText('From'), '2024-01-01');
    await user.click(within(panel).getByRole('checkbox', { name: 'Oakville' }));
    await user.click(within(panel).getByRole('radio', { name: 'Points Redeemed' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(history.at(-1)).toBe('/app/dashboard/points?from=2024-01-01&location=Oakville&type=redeem');
    await vi.waitFor(() =>
      expect(repo.list).toHaveBeenLastCalledWith(
        { ...NO_FILTERS, from: '2024-01-01', location: ['Oakville'], type: 'redeem' },
        expect.any(AbortSignal),
      ),
    );
  });

  it('Reset clears every filter and the search, and fetches the whole ledger', async () => {
    const { user, repo, history } = setup(
      fakeTransactions(),
      '/app/dashboard/points?location=Oakville&type=add&search=maya',
    );
    await screen.findByText('Maya Chen');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(history.at(-1)).toBe('/app/dashboard/points');
    await vi.waitFor(() => expect(repo.list).toHaveBeenLastCalledWith(NO_FILTERS, expect.any(AbortSignal)));
    expect(screen.getByRole('searchbox', { name: 'Search This Section' })).toHaveValue('');
  });
});
