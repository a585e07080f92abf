import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BROADCAST_MAX } from '../../../../src/domain/constants';
import { TOKENS } from '../../../../src/application/tokens';
import BroadcastsPage from '../../../../src/ui/features/broadcasts/BroadcastsPage';
import { fakeBroadcasts, aBroadcastPage, aBroadcast } from '../../support/fixtures';
import { deferred, provide, renderConsole } from '../../support/render-console';
import { ADMIN_ID } from '../../support/session-fakes';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const LIST = '/app/dashboard/broadcasts';

async function openCreate(repo = fakeBroadcasts(), path = LIST) {
  const view = renderConsole(<BroadcastsPage />, { path, services: [provide(TOKENS.Broadcasts, repo)] });
  await screen.findByText('Priya Raman');
  await view.user.click(screen.getByRole('button', { name: '+ Create BC' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Broadcast' });
  return { ...view, repo, dialog };
}

describe('create broadcast dialog', () => {
  it('Send is enabled with an empty message: the server, not the form, refuses it', async () => {
    const { user, repo, dialog } = await openCreate();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(repo.send).toHaveBeenCalledWith(
      { message: '', adminId: ADMIN_ID, location: '' },
      expect.objectContaining({ key: expect.any(String) }),
    );
  });

  it('the message shows the limit the core checks, BROADCAST_MAX (docs/architecture.md, "Console conventions")', async () => {
    const { dialog } = await openCreate();
    expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription(
      `Up to ${BROADCAST_MAX.toLocaleString('en-US')} characters`,
    );
  });

  it("sending to one location's clients passes the chosen location (docs/product.md §10.27), closes the dialog, resets the filters and refetches the list", async () => {
    const { user, repo, dialog, history } = await openCreate(
      fakeBroadcasts(),
      `${LIST}?from=2024-01-01&search=tuesday`,
    );
    await user.type(within(dialog).getByLabelText('Message'), 'Double points on Tuesday');
    expect(within(dialog).getByLabelText('Location')).toHaveDisplayValue('All locations');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Oakville');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(repo.send).toHaveBeenCalledWith(
      { message: 'Double points on Tuesday', adminId: ADMIN_ID, location: 'Oakville' },
      expect.objectContaining({ key: expect.any(String) }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.at(-1)).toBe(LIST);
    await vi.waitFor(() =>
      expect(repo.list).toHaveBeenLastCalledWith({ from: '', to: '', search: '' }, expect.any(AbortSignal)),
    );
  });

  it('sending with no filters in force still refetches the list', async () => {
    const { user, repo, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(repo.list).toHaveBeenCalledTimes(2));
  });

  it('Send is disabled while pending; a failure keeps the text and refetches the list', async () => {
    const sending = deferred<undefined>();
    const repo = fakeBroadcasts(aBroadcastPage([aBroadcast()]), { send: vi.fn(() => sending.promise) });
    const { user, dialog } = await openCreate(repo);
    await user.type(within(dialog).getByLabelText('Message'), 'Closed on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    sending.reject(new Error('refused'));
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Create Broadcast' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Closed on Monday');
    // The answer may have been lost after the server saved: the list shows what the server has.
    await vi.waitFor(() => expect(repo.list).toHaveBeenCalledTimes(2));
    expect(repo.send).toHaveBeenCalledTimes(1);
  });

  it('Cancel, Escape and × close the dialog while pending, aborting the request (docs/architecture.md, "When the server is away")', async () => {
    for (const close of ['Cancel', '{Escape}', 'Close'] as const) {
      const signals: AbortSignal[] = [];
      const send = vi.fn((_input: unknown, attempt?: { signal?: AbortSignal }) => {
        if (attempt?.signal) signals.push(attempt.signal);
        return new Promise<undefined>(() => undefined);
      });
      const { user, dialog, unmount } = await openCreate(
        fakeBroadcasts(aBroadcastPage([aBroadcast()]), { send }),
      );
      await user.type(within(dialog).getByLabelText('Message'), 'Closed on Monday');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      // The submit button is disabled while pending: press Escape from the field (jsdom has no modal focus trap).
      if (close === '{Escape}') await user.type(within(dialog).getByLabelText('Message'), close);
      else await user.click(within(dialog).getByRole('button', { name: close }));
      expect(screen.queryByRole('dialog'), close).not.toBeInTheDocument();
      expect(
        signals.map((signal) => signal.aborted),
        close,
      ).toEqual([true]);
      unmount();
    }
  });

  it('Escape closes the dialog without sending and focus returns to + Create BC', async () => {
    const { user, repo } = await openCreate();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Create BC' })).toHaveFocus();
    expect(repo.send).not.toHaveBeenCalled();
  });
});
