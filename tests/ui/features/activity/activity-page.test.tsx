import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import ActivityPage from '../../../../src/ui/features/activity/ActivityPage';
import { anActivityPage, anEntry, fakeActivity } from '../../support/activity-fakes';
import { captureDownloads } from '../../support/downloads';
import { columnNames, dataRows } from '../../support/read-table';
import { provide, renderConsole } from '../../support/render-console';

const NO_FILTERS = { from: '', to: '', action: [], adminId: '', clientId: '', search: '' };
const notifier = () => ({ success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() });

function setup(repo = fakeActivity(anActivityPage([anEntry()])), path = '/app/dashboard/activity') {
  const told = notifier();
  const view = renderConsole(<ActivityPage />, {
    path,
    services: [provide(TOKENS.Activity, repo), provide(TOKENS.Notifier, told)],
  });
  return { ...view, repo, told };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Activity page', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it('shows time, admin, action, the client with a link, and before → after', async () => {
    const { repo } = setup(
      fakeActivity(
        anActivityPage([
          anEntry(),
          anEntry({
            seq: 2,
            action: 'broadcast.sent',
            clientId: null,
            clientName: null,
            broadcastId: 'BC-3001',
            before: null,
            after: null,
          }),
          anEntry({
            seq: 3,
            action: 'signin.succeeded',
            clientId: null,
            clientName: null,
            before: null,
            after: null,
          }),
        ]),
      ),
    );
    await screen.findByText('Ana Lima (LL100001)');
    expect(repo.list).toHaveBeenCalledWith(NO_FILTERS, { number: 1, size: 7 }, expect.any(AbortSignal));
    expect(columnNames()).toEqual(['Time', 'Admin', 'Action', 'Client or Broadcast', 'Before → After']);
    const [points, broadcast, signIn] = dataRows();
    if (!points || !broadcast || !signIn) throw new Error('rows missing');
    expect(cellsOf(points)).toEqual([
      '05 Jan 2024 - 9:05 PM',
      'Avery Morgan',
      'Points Added',
      'Ana Lima (LL100001)',
      '120 → 195',
    ]);
    expect(within(points).getByRole('link')).toHaveAttribute('href', '/app/dashboard/clients/LL100001');
    expect(within(broadcast).getByRole('link', { name: 'BC-3001' })).toHaveAttribute(
      'href',
      '/app/dashboard/broadcasts/BC-3001',
    );
    expect(cellsOf(signIn).slice(2)).toEqual(['Signed In', '-', '-']);
  });

  it('asks the server for the page and filters in the URL', async () => {
    const { repo } = setup(
      undefined,
      '/app/dashboard/activity?action=points.added,client.blocked&clientId=LL100001&from=2024-01-01&page=3',
    );
    await screen.findByText('Ana Lima (LL100001)');
    expect(repo.list).toHaveBeenCalledWith(
      { ...NO_FILTERS, from: '2024-01-01', action: ['points.added', 'client.blocked'], clientId: 'LL100001' },
      { number: 3, size: 7 },
      expect.any(AbortSignal),
    );
  });

  it('counts pages from the server total, and past 10,000 says more than and keeps Next', async () => {
    const full = Array.from({ length: 7 }, (_, i) => anEntry({ seq: i + 1 }));
    setup(fakeActivity(anActivityPage(full, 10_000, false)));
    const pager = await screen.findByRole('navigation', { name: 'Activity pages' });
    expect(pager).toHaveTextContent('Page 1 of 1429+ (more than 10,000 match)');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('picks the admin by name, filters by its id with the client id and actions, into the URL', async () => {
    const { user, history, repo } = setup();
    await screen.findByText('Ana Lima (LL100001)');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const picker = screen.getByRole('combobox', { name: 'Admin' });
    await vi.waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any admin', 'Avery Morgan', 'Jordan Lee']),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Client Blocked' }));
    await user.type(screen.getByLabelText('Client ID'), 'LL100002');
    await user.selectOptions(picker, 'Jordan Lee');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const jordan = '64f1c0ffee0000000000a002';
    expect(history.at(-1)).toBe(
      `/app/dashboard/activity?action=client.blocked&adminId=${jordan}&clientId=LL100002`,
    );
    await vi.waitFor(() =>
      expect(repo.list).toHaveBeenLastCalledWith(
        { ...NO_FILTERS, action: ['client.blocked'], adminId: jordan, clientId: 'LL100002' },
        { number: 1, size: 7 },
        expect.any(AbortSignal),
      ),
    );
    expect(repo.admins).toHaveBeenCalledOnce();
    // The chip names the admin, not the id.
    expect(screen.getByRole('button', { name: /Admin: Jordan Lee/ })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(jordan))).not.toBeInTheDocument();
  });

  it('keeps an admin id from an old link that no admin has, shown as itself', async () => {
    const { user } = setup(undefined, '/app/dashboard/activity?adminId=a1');
    await screen.findByText('Ana Lima (LL100001)');
    expect(screen.getByRole('button', { name: /Admin: a1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('combobox', { name: 'Admin' })).toHaveValue('a1');
  });

  it("Export CSV saves the server's file for the filters in force, and says when the server cut it", async () => {
    const file = new Blob(['\uFEFFTime (UTC)\r\n']);
    const repo = fakeActivity(anActivityPage([anEntry()]), {
      export: vi.fn(async () => ({
        file,
        fileName: 'activity-filtered-2026-11-23-1530.csv',
        truncated: true,
      })),
    });
    const { user, told } = setup(repo, '/app/dashboard/activity?clientId=LL100001');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(repo.export).toHaveBeenCalledWith({ ...NO_FILTERS, clientId: 'LL100001' });
    expect(downloads.saved[0]).toEqual({ name: 'activity-filtered-2026-11-23-1530.csv', file });
    expect(told.error).toHaveBeenCalledWith(
      'The file holds the newest entries only: narrow the filters for the rest',
    );
  });
});
