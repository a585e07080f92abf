import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import type { BroadcastPage } from '../../../../src/domain/entities';
import BroadcastsPage from '../../../../src/ui/features/broadcasts/BroadcastsPage';
import { aBroadcast, aBroadcastPage, fakeBroadcasts } from '../../support/fixtures';
import { columnNames, dataRows } from '../../support/read-table';
import { deferred, provide, renderConsole } from '../../support/render-console';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const LIST = '/app/dashboard/broadcasts';
const NO_FILTERS = { from: '', to: '', search: '' };

function setup(repo = fakeBroadcasts(), path = LIST) {
  const view = renderConsole(<BroadcastsPage />, { path, services: [provide(TOKENS.Broadcasts, repo)] });
  return { ...view, repo };
}

describe('broadcasts list', () => {
  it('shows the broadcast columns, the list date and a 30-character description preview', async () => {
    setup();
    await screen.findByText('Priya Raman');
    expect(columnNames()).toEqual(['Broadcast ID', 'Broadcast Date', 'Description', 'Opened', 'Created By']);
    const [row] = dataRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByText('05 Jan 2024 - 9:05 PM')).toBeInTheDocument();
    expect(within(row).getByText('Double points every Tuesday in...')).toBeInTheDocument();
    expect(within(row).getByText('Double points every Tuesday in...')).toHaveAccessibleDescription(
      'Double points every Tuesday in January at both locations',
    );
    expect(within(row).getByRole('link', { name: 'BC-3001' })).toHaveAttribute('href', `${LIST}/BC-3001`);
  });

  it('shows loading rows, then an error with Retry that fetches again', async () => {
    const first = deferred<BroadcastPage>();
    const list = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue(aBroadcastPage([aBroadcast()]));
    const { user } = setup(fakeBroadcasts(aBroadcastPage([]), { list }));
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(7);
    first.reject(new Error('down'));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('no match says No Results Found without offering to create one', async () => {
    setup(fakeBroadcasts(aBroadcastPage([], 4)), `${LIST}?search=zzz`);
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create A Broadcast' })).not.toBeInTheDocument();
  });

  it('with no broadcasts at all, Create A Broadcast opens the create dialog', async () => {
    const { user } = setup(fakeBroadcasts(aBroadcastPage([], 0)));
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create A Broadcast' }));
    expect(screen.getByRole('dialog', { name: 'Create Broadcast' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('filters by Broadcast Date only, through the panel, into the query string', async () => {
    const { user, repo, history } = setup();
    await screen.findByText('Priya Raman');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(within(panel).getByRole('group', { name: 'Broadcast Date' })).toBeInTheDocument();
    expect(within(panel).queryAllByRole('checkbox')).toHaveLength(0);
    await user.type(within(panel).getByLabelText('To'), '2024-02-01');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(history.at(-1)).toBe(`${LIST}?to=2024-02-01`);
    await vi.waitFor(() =>
      expect(repo.list).toHaveBeenLastCalledWith(
        { ...NO_FILTERS, to: '2024-02-01' },
        expect.any(AbortSignal),
      ),
    );
  });

  it('reads a pasted URL and fetches with its search and dates', async () => {
    const { repo } = setup(fakeBroadcasts(), `${LIST}?from=2024-01-01&search=tuesday`);
    await screen.findByText('Priya Raman');
    expect(repo.list).toHaveBeenCalledWith(
      { from: '2024-01-01', to: '', search: 'tuesday' },
      expect.any(AbortSignal),
    );
  });

  it('clicking anywhere on a row opens its detail, and the ID link navigates only once', async () => {
    const { user, history } = setup();
    await user.click(await screen.findByText('Priya Raman'));
    expect(history.at(-1)).toBe(`${LIST}/BC-3001`);
    const before = history.length;
    await user.click(screen.getByRole('link', { name: 'BC-3001' }));
    expect(history.length).toBe(before + 1);
  });
});
