// The block dialog renders its machine's states (open → reason → submitting → conflict or saved → closed), and
// keeps what was typed when the change is refused or cannot reach the server.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../src/application/request-error';
import type { Client } from '../../../../src/domain/entities';
import { REASON_REQUIRED } from '../../../../src/domain/reason';
import { NO_ANSWER } from '../../../../src/ui/shared/errors/error-policy';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPageNotified, unreachable } from '../../support/client-page';
import { deferred } from '../../support/render-console';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const setup = renderClientPageNotified;

async function chooseBlocked(user: ReturnType<typeof setup>['user']) {
  await user.selectOptions(await screen.findByLabelText('Block status'), 'Blocked');
  return screen.getByRole('dialog', { name: 'Block Client' });
}

// The machine is shared and busy: typing into dialogs takes a few seconds under load.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.clearAllMocks());

describe('the block dialog renders its machine', () => {
  it('open → reason → submitting → conflict → closed', async () => {
    let now: Client = aClient({ blockStatus: 'Active' });
    const answer = deferred<undefined>();
    const clients = fakeClients([], {
      get: vi.fn(async () => now),
      changeStatus: vi.fn(() => answer.promise),
    });
    const { user, notifier } = setup(clients);

    // open: the chosen status shows in the dropdown, focus is in the reason, Confirm waits for one.
    const dialog = await chooseBlocked(user);
    expect(
      within(dialog).getByText('Client ID : CL-2001. Please give a reason for this change.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Block status')).toHaveValue('Blocked');
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    // reason: blanks are no reason; words are.
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Abuse');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();

    // submitting: Confirm reads Saving… and is disabled; a second click sends nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Saving…' }));
    expect(clients.changeStatus).toHaveBeenCalledTimes(1);
    expect(clients.changeStatus).toHaveBeenCalledWith(
      'CL-2001',
      { blockStatus: 'Blocked', blockReason: 'Abuse' },
      expect.objectContaining({ key: expect.any(String) }),
    );

    // conflict: another tab blocked the client first; the dialog closes and says so.
    now = aClient({ blockStatus: 'Blocked' });
    await act(async () =>
      answer.reject(new RequestError('The client is already Blocked.', { status: 422, notified: true })),
    );

    // closed: the client is read again and shown as it is now.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith(
      'Not changed: client CL-2001 is already Blocked (changed elsewhere meanwhile). It is shown as it is now.',
      { appWide: true },
    );
    await waitFor(() => expect(screen.getByLabelText('Block status')).toHaveValue('Blocked'));
  });

  it('a refusal (toasted by the HTTP client) leaves the dialog open with the reason typed and the status chosen', async () => {
    const clients = fakeClients([aClient()], {
      changeStatus: vi.fn(async () =>
        Promise.reject(new RequestError(REASON_REQUIRED, { status: 400, notified: true })),
      ),
    });
    const { user } = setup(clients);
    const dialog = await chooseBlocked(user);
    await user.type(within(dialog).getByLabelText('Reason'), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Block Client' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Abuse');
    expect(screen.getByLabelText('Block status')).toHaveValue('Blocked');
  });

  it('the server-down message shows in the dialog, which keeps the reason; trying again sends the same key', async () => {
    const keys: string[] = [];
    let calls = 0;
    const clients = fakeClients([aClient()], {
      changeStatus: vi.fn(async (_id, _change, attempt) => {
        keys.push(attempt?.key ?? '');
        if (++calls === 1) return Promise.reject(unreachable());
        return undefined;
      }),
    });
    const { user, notifier } = setup(clients);
    const dialog = await chooseBlocked(user);
    await user.type(within(dialog).getByLabelText('Reason'), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_ANSWER.unreachable);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Abuse');
    expect(notifier.error).not.toHaveBeenCalled();
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2)); // read again: it may have saved

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Cancel while pending closes at once, aborts the request and reads the client again', async () => {
    let signal: AbortSignal | undefined;
    const clients = fakeClients([aClient()], {
      changeStatus: vi.fn((_id, _change, attempt) => {
        signal = attempt?.signal;
        return new Promise<undefined>(() => undefined);
      }),
    });
    const { user } = setup(clients);
    const dialog = await chooseBlocked(user);
    await user.type(within(dialog).getByLabelText('Reason'), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(screen.getByLabelText('Block status')).toHaveValue('Active');
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
  });
});
