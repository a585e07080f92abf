import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import type { Broadcast } from '../../../../src/domain/entities';
import BroadcastDetailPage from '../../../../src/ui/features/broadcasts/BroadcastDetailPage';
import { NO_EMAILS } from '../../../../src/ui/features/broadcasts/BroadcastDeliveryCounts';
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

  it("shows the emails' queued, sent, failed and unsubscribed counts, read again while some are queued (docs/product.md §10.27)", async () => {
    const counts = [
      { queued: 40, sent: 1_200, failed: 2, unsubscribed: 1 },
      { queued: 0, sent: 1_240, failed: 2, unsubscribed: 3 },
    ];
    const delivery = vi.fn(async () => counts.shift() ?? null);
    setup(fakeBroadcasts(undefined, { delivery }));
    const emails = await screen.findByRole('table', { name: 'Emails of this broadcast' });
    const cell = (field: string) => within(emails).getByRole('rowheader', { name: field }).nextElementSibling;
    expect(cell('Queued')).toHaveTextContent('40');
    expect(cell('Sent')).toHaveTextContent('1,200');
    expect(cell('Failed')).toHaveTextContent('2');
    expect(cell('Unsubscribed')).toHaveTextContent('1');
    await vi.waitFor(() => expect(cell('Queued')).toHaveTextContent(/^0$/), { timeout: 5_000 });
    expect(cell('Sent')).toHaveTextContent('1,240');
    expect(cell('Unsubscribed')).toHaveTextContent('3');
    expect(delivery).toHaveBeenCalledWith('BC-3001', expect.any(AbortSignal));
    expect(delivery).toHaveBeenCalledTimes(2);
    // A resend keeps the Broadcast Date; the detail says where it was mailed.
    expect(detail('Location')).toHaveTextContent('All locations');
    expect(detail('Resent')).toHaveTextContent('Never');
  });

  it('says no emails went out for a broadcast that mailed no one, rather than a table of zeros', async () => {
    const delivery = vi.fn(async () => ({ queued: 0, sent: 0, failed: 0, unsubscribed: 0 }));
    setup(fakeBroadcasts(undefined, { delivery }));
    expect(await screen.findByText(NO_EMAILS)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Emails of this broadcast' })).not.toBeInTheDocument();
  });
});
