import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { RequestError } from '../../../src/application/request-error';
import BroadcastsPage from '../../../src/ui/features/broadcasts/BroadcastsPage';
import ClientsPage from '../../../src/ui/features/clients/ClientsPage';
import PointsPage from '../../../src/ui/features/points/PointsPage';
import { ExportButton } from '../../../src/ui/shared/export/ExportButton';
import {
  aBroadcast,
  aBroadcastPage,
  aTransaction,
  fakeBroadcasts,
  fakeTransactions,
} from '../support/fixtures';
import { aClient, fakeClients } from '../support/client-fakes';
import { captureDownloads, csvLines } from '../support/downloads';
import { deferred, provide, renderConsole } from '../support/render-console';

// The clients page asks for the admin's role (Import is for Super Admins); the export does not depend on it.
vi.mock('../../../src/ui/session/admin-profile', () => ({
  useAdminProfile: () => ({ profile: null, reload: () => undefined }),
}));
vi.mock(
  '../../../src/ui/session/session-hooks',
  async () => (await import('../support/session-fakes')).sessionHooks,
);

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:30:00Z'));
});
afterEach(() => {
  downloads.restore();
  vi.useRealTimers();
});

const exportButton = () => screen.getByRole('button', { name: /Export CSV|Exporting/ });
const savedFile = async () => {
  await vi.waitFor(() => expect(downloads.saved).toHaveLength(1));
  const [saved] = downloads.saved;
  if (!saved) throw new Error('nothing saved');
  return { name: saved.name, ...(await csvLines(saved.file)) };
};

describe('Export CSV on the lists the page fetched whole', () => {
  it('points: every row in the order the call answered, the table columns and formats, a reason defused', async () => {
    const rows = [
      aTransaction({
        transactionId: 'TX-2',
        transactionPoints: 20,
        type: 'redeem',
        reasonOrService: '=HYPERLINK("x")',
      }),
      aTransaction({ transactionId: 'TX-1', reasonOrService: 'Café ☕, "bonus"' }),
      ...Array.from({ length: 8 }, (_, i) => aTransaction({ transactionId: `TX-${10 + i}` })),
    ];
    const { user } = renderConsole(<PointsPage />, {
      path: '/app/dashboard/points?sort=transactionId',
      services: [provide(TOKENS.Transactions, fakeTransactions(rows))],
    });
    await screen.findByText('TX-1');
    await user.click(exportButton());
    const file = await savedFile();
    expect(file.name).toBe('points-2026-11-23-1530.csv');
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe(
      'Transaction ID,Client ID,Client Name,Transaction Date,Points,Total Points,Type,Reason / Service,Admin,Location',
    );
    expect(file.lines).toHaveLength(11);
    // The call's order, not the table's sort; all pages, not the 7 shown.
    expect(file.lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((tx) => tx.transactionId));
    expect(file.lines[1]).toBe(
      `TX-2,CL-2001,Maya Chen,05 Jan 2024 - 9:05 PM,-20,340,Points Redeemed,"'=HYPERLINK(""x"")",Ada Admin,Oakville`,
    );
    expect(file.lines[2]).toContain(',+40,340,Points Added,"Café ☕, ""bonus""",');
  });

  it('clients: named filtered when a filter or search is on, dates as the table shows them', async () => {
    const { user } = renderConsole(<ClientsPage />, {
      path: '/app/dashboard/clients?search=ana&location=Oakville',
      services: [provide(TOKENS.Clients, fakeClients([aClient()]))],
    });
    await vi.waitFor(() => expect(exportButton()).toBeEnabled());
    await user.click(exportButton());
    const file = await savedFile();
    expect(file.name).toBe('clients-filtered-2026-11-23-1530.csv');
    expect(file.lines[0]).toBe('Client ID,Name,Email,Joined Date,Total Points,Location,Status');
    expect(file.lines).toHaveLength(2);
  });

  it('broadcasts: the whole description, not the 30-character preview', async () => {
    const text = 'Double points every Tuesday in January at both locations';
    const { user } = renderConsole(<BroadcastsPage />, {
      path: '/app/dashboard/broadcasts',
      services: [
        provide(TOKENS.Broadcasts, fakeBroadcasts(aBroadcastPage([aBroadcast({ description: text })]))),
      ],
    });
    await vi.waitFor(() => expect(exportButton()).toBeEnabled());
    await user.click(exportButton());
    const file = await savedFile();
    expect(file.name).toBe('broadcasts-2026-11-23-1530.csv');
    expect(file.lines[1]).toContain(`,05 Jan 2024 - 9:05 PM,${text},`);
  });

  it('is disabled until the list has loaded', () => {
    const never = deferred<never>();
    renderConsole(<PointsPage />, {
      path: '/app/dashboard/points',
      services: [provide(TOKENS.Transactions, fakeTransactions([], { list: vi.fn(() => never.promise) }))],
    });
    expect(exportButton()).toBeDisabled();
  });
});

describe('the Export CSV button', () => {
  const notifier = () => ({ success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() });

  it('shows it is working and is disabled meanwhile, so a double click exports once', async () => {
    const file = deferred<{ file: Blob; fileName: string }>();
    const make = vi.fn(() => file.promise);
    const { user } = renderConsole(<ExportButton make={make} />, { path: '/', services: [] });
    await user.click(exportButton());
    expect(exportButton()).toHaveTextContent('Exporting…');
    expect(exportButton()).toBeDisabled();
    await user.click(exportButton());
    file.resolve({ file: new Blob(['x']), fileName: 'a.csv' });
    await vi.waitFor(() => expect(exportButton()).toHaveTextContent('Export CSV'));
    expect(make).toHaveBeenCalledTimes(1);
    expect(downloads.saved.map((saved) => saved.name)).toEqual(['a.csv']);
  });

  it("a failure is told once, in the server's words or ours, and saves nothing", async () => {
    const told = notifier();
    const refused = new RequestError('Bad date', {
      status: 400,
      notified: false,
      response: { type: 'error', message: 'Bad date' },
    });
    const make = vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(new Error('boom'));
    const { user } = renderConsole(<ExportButton make={make} />, {
      path: '/',
      services: [provide(TOKENS.Notifier, told)],
    });
    await user.click(exportButton());
    await vi.waitFor(() => expect(told.error).toHaveBeenCalledWith('Bad date'));
    await user.click(exportButton());
    await vi.waitFor(() => expect(told.error).toHaveBeenLastCalledWith('An error occurred'));
    expect(downloads.saved).toEqual([]);
  });

  it('says nothing more when the HTTP client already toasted the failure', async () => {
    const told = notifier();
    const toasted = new RequestError('down', { status: 500, notified: true });
    const { user } = renderConsole(<ExportButton make={vi.fn().mockRejectedValue(toasted)} />, {
      path: '/',
      services: [provide(TOKENS.Notifier, told)],
    });
    await user.click(exportButton());
    await vi.waitFor(() => expect(exportButton()).toBeEnabled());
    expect(told.error).not.toHaveBeenCalled();
  });
});
