import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRepository } from '../../../../src/application/ports';
import { RequestError } from '../../../../src/application/request-error';
import { IMPORT_MESSAGES } from '../../../../src/domain/client-import';
import { TOKENS } from '../../../../src/application/tokens';
import type { Client } from '../../../../src/domain/entities';
import { CLIENT_FILTERS } from '../../../../src/domain/filters';
import ClientsPage from '../../../../src/ui/features/clients/ClientsPage';
import { deferred, provide, renderConsole } from '../../support/render-console';
import { aClient, fakeClients, manyClients } from '../../support/client-fakes';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

/** The signed-in admin's role, as the console shell's profile says it. */
const signedIn = vi.hoisted(() => ({ role: 'Super Admin' }));
vi.mock('../../../../src/ui/session/admin-profile', () => ({
  useAdminProfile: () => ({
    profile: {
      _id: 'admin-7',
      name: 'Avery Morgan',
      email: 'admin@loyalloop.demo',
      role: signedIn.role,
      location: 'Oakville',
      createdAt: '2024-01-05T12:00:00Z',
    },
    reload: () => undefined,
  }),
}));

function setup(
  path = '/app/dashboard/clients',
  clients: ClientRepository = fakeClients(),
  role = 'Super Admin',
) {
  signedIn.role = role;
  const view = renderConsole(<ClientsPage />, { path, services: [provide(TOKENS.Clients, clients)] });
  return { ...view, clients };
}

/** Opens Import, chooses a file and checks it with `importFile`: the dialog, its dry run asked for. */
async function checkFile(importFile: ClientRepository['importFile']) {
  const { user } = setup('/app/dashboard/clients', fakeClients([aClient()], { importFile }));
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import clients' });
  await user.upload(within(dialog).getByLabelText('Client file (CSV)'), new File(['x'], 'c.csv'));
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  return { user, dialog };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1);

describe('clients page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows placeholder rows while loading, then the clients with every column', async () => {
    const pending = deferred<Client[]>();
    setup('/app/dashboard/clients', fakeClients([], { list: vi.fn(() => pending.promise) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(7);
    await act(async () => pending.resolve([aClient()]));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Client ID',
      'Name',
      'Email',
      'Joined Date',
      'Total Points',
      'Location',
      'Status',
      'View',
    ]);
    const cells = within(rows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(0, 6)).toEqual([
      'CL-2001',
      'Maya Chen',
      'maya@example.com',
      '05 Jan 2024',
      '120',
      'Oakville',
    ]);
    expect(screen.getByRole('combobox', { name: 'Status of Maya Chen' })).toHaveValue('Active');
    expect(screen.getByRole('link', { name: 'View CL-2001' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients/CL-2001',
    );
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('has its own document title (docs/architecture.md, "Console conventions")', async () => {
    setup();
    await screen.findByText('Maya Chen');
    expect(document.title).toBe('Clients · LoyalLoop');
  });

  it('says No data available when no client matches', async () => {
    setup('/app/dashboard/clients', fakeClients([]));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the filters in force as chips beside the search, each removable on its own (docs/architecture.md, "Console conventions")', async () => {
    const { user, history } = setup(
      '/app/dashboard/clients?from=2024-01-01&location=Mississauga,Oakville&blockStatus=Blocked&search=maya',
    );
    await screen.findByText('Maya Chen');
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Joined Date: from 2024-01-01×',
      'Location: Mississauga×',
      'Location: Oakville×',
      'Status: Blocked×',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove filter Location: Mississauga' }));
    expect(history.at(-1)).toBe(
      '/app/dashboard/clients?from=2024-01-01&location=Oakville&blockStatus=Blocked&search=maya',
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Joined Date: from 2024-01-01' }));
    expect(history.at(-1)).toBe('/app/dashboard/clients?location=Oakville&blockStatus=Blocked&search=maya');
  });

  it('No data available under filters offers Clear filters, which clears them all (docs/architecture.md, "Console conventions")', async () => {
    const { user, history } = setup('/app/dashboard/clients?location=Oakville&search=zz', fakeClients([]));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(history.at(-1)).toBe('/app/dashboard/clients');
    expect(screen.getByRole('heading', { level: 2, name: 'Clients' })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Filters in force' })).not.toBeInTheDocument();
  });

  it('No data available without filters offers nothing to clear', async () => {
    setup('/app/dashboard/clients', fakeClients([]));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, which loads again', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce([aClient()]);
    const { user } = setup('/app/dashboard/clients', fakeClients([], { list }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maya Chen')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('asks for the filters of a pasted URL', async () => {
    const { clients } = setup(
      '/app/dashboard/clients?location=Oakville&blockStatus=Blocked,Active&from=2024-01-01&search=maya',
    );
    await screen.findByText('Maya Chen');
    expect(clients.list).toHaveBeenCalledWith(
      {
        from: '2024-01-01',
        to: '',
        location: ['Oakville'],
        blockStatus: ['Active', 'Blocked'],
        search: 'maya',
      },
      expect.any(AbortSignal),
    );
  });

  it('puts the debounced, lowercased search into the query string and reloads', async () => {
    const { user, clients, history } = setup();
    await screen.findByText('Maya Chen');
    await user.type(screen.getByRole('searchbox', { name: 'Search This Section' }), 'MAYA');
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/clients?search=maya'));
    await waitFor(() =>
      expect(clients.list).toHaveBeenLastCalledWith(
        { ...CLIENT_FILTERS.empty, search: 'maya' },
        expect.any(AbortSignal),
      ),
    );
  });

  it('one stretch of typing makes one history entry: pauses refine it, Back skips partial searches (docs/product.md §10.9)', async () => {
    const { user, history } = setup();
    await screen.findByText('Maya Chen');
    const box = screen.getByRole('searchbox', { name: 'Search This Section' });
    await user.type(box, 'nguyen m');
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/clients?search=nguyen%20m'));
    await user.type(box, 'ay');
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/clients?search=nguyen%20may'));
    expect(history).toEqual(['/app/dashboard/clients', '/app/dashboard/clients?search=nguyen%20may']);
    // Leaving the box ends the stretch: the next search is a search of its own, with its own entry.
    await user.tab();
    await user.clear(box);
    await user.type(box, 'maya');
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/clients?search=maya'));
    expect(history).toHaveLength(3);
  });

  it('applies filters from the panel and Reset clears all five keys at once', async () => {
    const { user, history } = setup('/app/dashboard/clients?search=maya&from=2024-01-01');
    await screen.findByText('Maya Chen');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('group', { name: 'Joined Date' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mississauga' }));
    await user.click(screen.getByRole('checkbox', { name: 'Blocked' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(history.at(-1)).toBe(
      '/app/dashboard/clients?from=2024-01-01&location=Mississauga&blockStatus=Blocked&search=maya',
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(history.at(-1)).toBe('/app/dashboard/clients');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('a filter applied while the search waits out its 300 ms is kept when the search lands', async () => {
    const { user, history } = setup();
    await screen.findByText('Maya Chen');
    await user.type(screen.getByRole('searchbox', { name: 'Search This Section' }), 'maya');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Oakville' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(history.at(-1)).toBe('/app/dashboard/clients?location=Oakville');
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/clients?location=Oakville&search=maya'));
  });

  it('pages through many clients', async () => {
    const { user } = setup('/app/dashboard/clients', fakeClients(manyClients(10)));
    await screen.findByText('Page 1 of 2');
    expect(rows()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('page and sort in the URL', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('sorting by Total Points sorts the whole list on the server: page 1 shows the largest balance of all', async () => {
    const many = manyClients(10).map((c, i) => ({ ...c, points: i === 9 ? 5000 : 10 + i }));
    const { user, clients } = setup('/app/dashboard/clients', fakeClients(many));
    const header = within(await screen.findByRole('columnheader', { name: /Total Points/ })).getByRole(
      'button',
    );
    await user.click(header);
    await user.click(header);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('5000'));
    expect(clients.page).toHaveBeenLastCalledWith(
      expect.anything(),
      { page: 1, size: 7, sort: { key: 'points', order: 'desc' } },
      expect.anything(),
    );
  });

  it('a reload on page 2 stays on page 2, sorted as it was', async () => {
    setup('/app/dashboard/clients?page=2&sort=-name', fakeClients(manyClients(10)));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('paging and sorting write the URL, so Back from a client returns to them', async () => {
    const { user, history } = setup('/app/dashboard/clients', fakeClients(manyClients(10)));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(history.at(-1)).toBe('/app/dashboard/clients?page=2&sort=name');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('each sort or page change is one history entry, so Back steps back through them (docs/product.md §10.9)', async () => {
    const { user, history } = setup('/app/dashboard/clients', fakeClients(manyClients(20)));
    await user.click(within(await screen.findByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    expect(history).toEqual([
      '/app/dashboard/clients',
      '/app/dashboard/clients?sort=name',
      '/app/dashboard/clients?sort=name&page=2',
      '/app/dashboard/clients?sort=name&page=3',
    ]);
  });

  it('a page past the last (an old link, ?page=99999) shows the last page in its place (docs/product.md §10.9)', async () => {
    const { history } = setup('/app/dashboard/clients?page=99999', fakeClients(manyClients(10)));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(history).toEqual(['/app/dashboard/clients?page=2']);
  });

  it('blocking a client from a row on page 2 keeps page 2: the row changed, the result set did not', async () => {
    const { user, clients } = setup('/app/dashboard/clients', fakeClients(manyClients(10)));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Client 8' }), 'Blocked');
    await user.type(screen.getByLabelText('Reason'), 'Fraud report');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // Page 1, page 2, then page 2 again after the change.
    await waitFor(() => expect(clients.page).toHaveBeenCalledTimes(3));
    expect(clients.page).toHaveBeenLastCalledWith(
      expect.anything(),
      { page: 2, size: 7, sort: null },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});

describe('blocking from a row', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('opens the reason dialog; closing without saving restores the dropdown', async () => {
    const { user, clients } = setup();
    const select = await screen.findByRole('combobox', { name: 'Status of Maya Chen' });
    await user.selectOptions(select, 'Blocked');
    const dialog = screen.getByRole('dialog', { name: 'Block Client' });
    expect(select).toHaveValue('Blocked');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('Active');
    expect(clients.changeStatus).not.toHaveBeenCalled();
  });

  it('confirms with a reason, refetches the list and closes', async () => {
    const { user, clients } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Maya Chen' }), 'Blocked');
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Fraud report');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clients.changeStatus).toHaveBeenCalledWith(
      'CL-2001',
      {
        blockStatus: 'Blocked',
        blockReason: 'Fraud report',
      },
      expect.objectContaining({ key: expect.any(String) }),
    );
    await waitFor(() => expect(clients.list).toHaveBeenCalledTimes(2));
  });

  it('keeps the dialog open with the reason when the request fails and refetches, Confirm disabled while pending', async () => {
    const pending = deferred<undefined>();
    const clients = fakeClients([aClient()], { changeStatus: vi.fn(() => pending.promise) });
    const { user } = setup('/app/dashboard/clients', clients);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Maya Chen' }), 'Blocked');
    await user.type(screen.getByLabelText('Reason'), 'Fraud report');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => pending.reject(new Error('500')));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Fraud report');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    // The answer may have been lost after the server saved: the list is fetched again, the dialog stays.
    await waitFor(() => expect(clients.list).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Reason')).toHaveValue('Fraud report');
  });

  it('Add client enrols with the typed details and the Email consent box, and refetches the list; a 409 keeps what was typed', async () => {
    const enrol = vi
      .fn()
      .mockRejectedValueOnce(
        new RequestError('This email already belongs to client LL100001.', {
          kind: 'refused',
          status: 409,
          notified: true,
          response: null,
        }),
      )
      .mockResolvedValueOnce(aClient({ userId: 'LL100065' }));
    const clients = fakeClients([aClient()], { enrol });
    const { user } = setup('/app/dashboard/clients', clients);
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ana Lima');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Phone (optional with an email)'), '(416) 555-0123');
    await user.selectOptions(within(dialog).getByLabelText('Preferred location'), 'Oakville');
    await user.type(within(dialog).getByLabelText('Opening points (optional)'), '150');
    // docs/product.md §10.27: consent asked at enrolment, off until ticked.
    const consent = within(dialog).getByRole('checkbox', { name: /Email consent/ });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    // The refusal was toasted by the HTTP client; the dialog stays open with what was typed.
    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ana Lima');
    expect(clients.list).toHaveBeenCalledTimes(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(clients.list).toHaveBeenCalledTimes(2));
    expect(enrol).toHaveBeenLastCalledWith({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '(416) 555-0123',
      location: 'Oakville',
      points: 150,
      pointsReason: '',
      emailConsent: true,
    });
  });

  it('Import shows for a Super Admin only', async () => {
    setup('/app/dashboard/clients', fakeClients(), 'Store Admin');
    expect(await screen.findByRole('button', { name: 'Add client' })).toBeInTheDocument();
    await screen.findByText('Maya Chen');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('Import checks the file first, lists refused rows, then imports and refetches', async () => {
    const report = { fileName: 'c.csv', added: 3, skipped: 1, skippedRows: [], refusedCount: 1 };
    const refused = [{ line: 4, column: 'email', message: 'Enter a valid email address!' }];
    const importFile = vi.fn(async (_file: File, { dryRun }: { dryRun: boolean }) => ({
      ...report,
      dryRun,
      refused,
    }));
    const clients = fakeClients([aClient()], { importFile });
    const { user } = setup('/app/dashboard/clients', clients);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import clients' });
    await user.upload(within(dialog).getByLabelText('Client file (CSV)'), new File(['x'], 'c.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText(/3 will be added, 1 skipped/)).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Enter a valid email address!' })).toBeInTheDocument();
    expect(clients.list).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 clients' }));
    expect(await within(dialog).findByText(/3 clients imported/)).toBeInTheDocument();
    expect(importFile).toHaveBeenLastCalledWith(expect.any(File), expect.objectContaining({ dryRun: false }));
    await waitFor(() => expect(clients.list).toHaveBeenCalledTimes(2));
  });
  it('Import lists the rows skipped as already clients like the refused ones, and counts one client as one', async () => {
    const report = {
      fileName: 'c.csv',
      added: 1,
      skipped: 1002,
      skippedRows: [{ line: 3, email: 'maya@example.com', clientId: 'LL100001' }],
      refusedCount: 1,
      refused: [{ line: 5, column: 'points', message: 'Points must be a whole number' }],
    };
    const importFile = vi.fn(async (_file: File, { dryRun }: { dryRun: boolean }) => ({ ...report, dryRun }));
    const { user, dialog } = await checkFile(importFile);
    const skipped = await within(dialog).findByRole('table', { name: 'Skipped rows (already clients)' });
    const cells = within(skipped)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'maya@example.com', 'LL100001']);
    expect(within(dialog).getByText('…and 1,001 more skipped rows.')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Refused rows' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 client' }));
    expect(
      await within(dialog).findByText('1 client imported, 1,002 skipped, 1 refused.'),
    ).toBeInTheDocument();
  });

  it('a progress report heard after the answer (the demo’s fake XHR sends one) leaves the preview shown', async () => {
    const report = { fileName: 'c.csv', added: 3, skipped: 0, skippedRows: [], refusedCount: 0, refused: [] };
    const importFile = vi.fn(async (_file: File, { dryRun }: { dryRun: boolean }) => ({ ...report, dryRun }));
    const { dialog } = await checkFile(importFile);
    expect(await within(dialog).findByRole('button', { name: 'Import 3 clients' })).toBeInTheDocument();
    const options = importFile.mock.calls.at(-1)?.[1] as { onRowsProgress?(rows: number): void } | undefined;
    act(() => options?.onRowsProgress?.(3));
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 3 clients' })).toBeInTheDocument();
  });

  it('an import whose answer broke off says nothing was imported and that importing again is safe', async () => {
    const report = { fileName: 'c.csv', added: 3, skipped: 0, skippedRows: [], refusedCount: 0, refused: [] };
    const failures = [
      new RequestError('An error occurred', { status: 500, notified: false }),
      new RequestError('An error occurred', { status: null, notified: false }),
      new RequestError('Unexpected response', { status: 200, notified: false, kind: 'malformed' }),
    ];
    const importFile = vi.fn(async (_file: File, { dryRun }: { dryRun: boolean }) => {
      if (dryRun) return { ...report, dryRun };
      throw failures.shift();
    });
    const { user, dialog } = await checkFile(importFile);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await user.click(await within(dialog).findByRole('button', { name: 'Import 3 clients' }));
      expect(
        await within(dialog).findByText(
          'The import stopped before it finished, so nothing was imported: an import is all or nothing. Importing the file again is safe (clients already there are skipped).',
        ),
      ).toBeInTheDocument();
    }
  });

  it('an import refused by the server keeps its words (another admin enrolled an email of the file meanwhile)', async () => {
    const report = { fileName: 'c.csv', added: 3, skipped: 0, skippedRows: [], refusedCount: 0, refused: [] };
    const importFile = vi.fn(async (_file: File, { dryRun }: { dryRun: boolean }) => {
      if (dryRun) return { ...report, dryRun };
      throw new RequestError(IMPORT_MESSAGES.enrolledMeanwhile, { status: 409, notified: false });
    });
    const { user, dialog } = await checkFile(importFile);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 clients' }));
    expect(await within(dialog).findByText(IMPORT_MESSAGES.enrolledMeanwhile)).toBeInTheDocument();
  });

  it('while the file is imported, the bar shows the upload, then the rows written of the preview’s rows', async () => {
    const report = { fileName: 'c.csv', added: 3, skipped: 1, skippedRows: [], refusedCount: 1, refused: [] };
    const writing = deferred<typeof report & { dryRun: boolean }>();
    const importFile = vi.fn(
      async (
        _file: File,
        options: { dryRun: boolean; onUploadProgress?(f: number): void; onRowsProgress?(r: number): void },
      ) => {
        if (options.dryRun) return { ...report, dryRun: true };
        options.onUploadProgress?.(0.5);
        await writing.promise;
        return { ...report, dryRun: false };
      },
    );
    const { user, dialog } = await checkFile(importFile);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 clients' }));
    const uploading = await within(dialog).findByRole('progressbar', { name: 'Uploading the file… 50%' });
    expect(uploading).toHaveAttribute('value', '0.5');
    const options = importFile.mock.calls.at(-1)?.[1];
    act(() => {
      options?.onUploadProgress?.(1);
      options?.onRowsProgress?.(2);
    });
    const rows = within(dialog).getByRole('progressbar', { name: 'Writing the clients… 2 of 5 rows' });
    expect(rows).toHaveAttribute('value', '0.4');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => writing.resolve({ ...report, dryRun: false }));
    expect(await within(dialog).findByText(/3 clients imported/)).toBeInTheDocument();
  });
});
