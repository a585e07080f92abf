import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import type { Broadcast } from '../../../../src/domain/entities';
import BroadcastDetailPage from '../../../../src/ui/features/broadcasts/BroadcastDetailPage';
import { aBroadcast, aBroadcastPage, fakeBroadcasts } from '../../support/fixtures';
import { detailCell } from '../../support/read-table';
import { deferred, provide, renderConsole } from '../../support/render-console';
import { ADMIN_ID } from '../../support/session-fakes';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

function setup(repo = fakeBroadcasts()) {
  const view = renderConsole(<BroadcastDetailPage broadcastId="BC-3001" />, {
    path: '/app/dashboard/broadcasts/BC-3001',
    services: [provide(TOKENS.Broadcasts, repo)],
  });
  return { ...view, repo };
}

const detail = detailCell;

describe('broadcast detail page', () => {
  it('titles the page Broadcast ID : {id} with a back arrow and shows every field', async () => {
    const { repo } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Broadcast ID : BC-3001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to broadcasts' })).toHaveAttribute(
      'href',
      '/app/dashboard/broadcasts',
    );
    await screen.findByRole('rowheader', { name: 'Description' });
    expect(repo.get).toHaveBeenCalledWith('BC-3001', expect.any(AbortSignal));
    expect(detail('Broadcast ID')).toHaveTextContent('BC-3001');
    expect(detail('Broadcast Date')).toHaveTextContent('January 5th 2024 09:05 PM');
    // The detail shows the whole description, not the list's preview.
    expect(detail('Description')).toHaveTextContent(
      'Double points every Tuesday in January at both locations',
    );
    expect(detail('Opened')).toHaveTextContent('12');
    expect(detail('Created By')).toHaveTextContent('Priya Raman');
    expect(detail('Record ID')).toHaveTextContent('db-1');
  });

  it('Resend BC asks first, naming the broadcast by id and text; Cancel sends nothing (docs/architecture.md, "When the server is away")', async () => {
    const { user, repo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Resend BC' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Broadcast' });
    expect(dialog).toHaveTextContent('Send broadcast BC-3001 to every client again?');
    expect(dialog).toHaveTextContent('Double points every Tuesday in...');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(repo.resend).not.toHaveBeenCalled();
  });

  it('Resend resends as the signed-in admin, is disabled while pending, then returns to the list', async () => {
    const sent = deferred<undefined>();
    const { user, repo, history } = setup(
      fakeBroadcasts(aBroadcastPage([aBroadcast()]), { resend: vi.fn(() => sent.promise) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend BC' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Broadcast' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(repo.resend).toHaveBeenCalledExactlyOnceWith(
      'BC-3001',
      ADMIN_ID,
      expect.objectContaining({ key: expect.any(String) }),
    );
    expect(within(dialog).getByRole('button', { name: 'Resending…' })).toBeDisabled();
    sent.resolve(undefined);
    await vi.waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/broadcasts'));
  });

  it('a failed resend keeps the dialog open on the detail and lets the admin try again', async () => {
    const { user, history } = setup(
      fakeBroadcasts(aBroadcastPage([aBroadcast()]), {
        resend: vi.fn(async () => Promise.reject(new Error('no'))),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend BC' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Broadcast' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled());
    expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred');
    expect(history.at(-1)).toBe('/app/dashboard/broadcasts/BC-3001');
  });

  it('shows a loading state, then an error with Retry that fetches again', async () => {
    const first = deferred<Broadcast>();
    const get = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(aBroadcast());
    const { user } = setup(fakeBroadcasts(aBroadcastPage([]), { get }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.reject(new Error('down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this broadcast.');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Description' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
