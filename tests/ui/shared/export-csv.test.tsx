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

describe('Export CSV on the lists the server pages (docs/product.md §10.18)', () => {
  it('clients: the server writes the whole filtered list, in the business’s zone; the page saves its file', async () => {
    const clients = fakeClients([aClient()]);
    const { user } = renderConsole(<ClientsPage />, {
      path: '/app/dashboard/clients?search=ana&location=Oakville&page=2',
      services: [provide(TOKENS.Clients, clients)],
    });
    await user.click(exportButton());
    const file = await savedFile();
    expect(file.name).toBe('clients-2024-01-05-1200.csv');
    expect(clients.export).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'ana', location: ['Oakville'] }),
      // No console shell here, so no zone read: the server writes the file in the zone it keeps (docs/product.md §10.31).
      '',
    );
  });

  it('points: the same, never from the pages loaded here', async () => {
    const ledger = fakeTransactions([aTransaction()]);
    const { user } = renderConsole(<PointsPage />, {
      path: '/app/dashboard/points?type=redeem',
      services: [provide(TOKENS.Transactions, ledger)],
    });
    await user.click(exportButton());
    expect((await savedFile()).name).toBe('points-2024-01-05-1200.csv');
    expect(ledger.export).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'redeem' }),
      expect.any(String),
    );
  });
});

describe('Export CSV on the lists the page fetched whole', () => {
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
