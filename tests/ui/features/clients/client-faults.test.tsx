// The client page when the server is away, a status changed elsewhere and a blocked client
// (docs/architecture.md, "When the server is away"). Request failures are the typed errors the HTTP adapter throws for a dialog's change.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeAttempt } from '../../../../src/application/change-attempt';
import { RequestError } from '../../../../src/application/request-error';
import type { Client } from '../../../../src/domain/entities';
import { POINTS_MESSAGES } from '../../../../src/domain/points';
import { NO_ANSWER } from '../../../../src/ui/shared/errors/error-policy';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPageNotified, unreachable } from '../../support/client-page';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const timedOut = () =>
  new RequestError('The server did not answer in time.', { status: null, notified: false, kind: 'timeout' });

const setup = renderClientPageNotified;

async function openAddPoints(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Points' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Points' });
  await user.type(within(dialog).getByLabelText('Points'), '3');
  await user.type(within(dialog).getByLabelText('Reason'), 'Birthday');
  return dialog;
}

// The machine is shared and busy: typing into dialogs takes a few seconds under load.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.clearAllMocks());

describe('a change when the server cannot be reached', () => {
  it('keeps the dialog with what was typed and one message, and the page behind it, though the re-read fails', async () => {
    let down = false;
    const clients = fakeClients([aClient()], {
      get: vi.fn(async () => (down ? Promise.reject(unreachable()) : aClient())),
      addPoints: vi.fn(async () => {
        down = true;
        return Promise.reject(unreachable());
      }),
    });
    const { user, notifier } = setup(clients);
    const dialog = await openAddPoints(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_ANSWER.unreachable);
    expect(NO_ANSWER.unreachable).toBe('Not saved: the server cannot be reached. Try again.');
    // The failed change re-reads the client; that fails too, and the page stays.
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(screen.queryByText('Could not load this client.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Points' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Points')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Birthday');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('a change whose answer did not come in time', () => {
  it('says the result is unknown, Check shows the balance now, and Try again sends the same key', async () => {
    let points = 120;
    const keys: string[] = [];
    const clients = fakeClients([], {
      get: vi.fn(async () => aClient({ points })),
      addPoints: vi.fn(async (_id: string, _input: unknown, attempt?: ChangeAttempt) => {
        keys.push(attempt?.key ?? '');
        if (keys.length === 1) {
          points += 3; // the server applied it; its answer was lost
          return Promise.reject(timedOut());
        }
        return undefined;
      }),
    });
    const { user } = setup(clients);
    const dialog = await openAddPoints(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_ANSWER.unknownCheck);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Birthday');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(
      await within(dialog).findByText('Checked just now: the balance is 123 points.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
  });

  it('changed values after no answer are a new submission, with a new key', async () => {
    const keys: string[] = [];
    const clients = fakeClients([aClient()], {
      addPoints: vi.fn(async (_id: string, _input: unknown, attempt?: ChangeAttempt) => {
        keys.push(attempt?.key ?? '');
        return Promise.reject(timedOut());
      }),
    });
    const { user } = setup(clients);
    const dialog = await openAddPoints(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    await within(dialog).findByRole('alert');
    await user.type(within(dialog).getByLabelText('Points'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('Cancel works while the change is pending and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const clients = fakeClients([aClient()], {
      addPoints: vi.fn((_id: string, _input: unknown, attempt?: ChangeAttempt) => {
        signal = attempt?.signal;
        return new Promise<void>(() => undefined);
      }),
    });
    const { user } = setup(clients);
    const dialog = await openAddPoints(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    expect(within(dialog).getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
  });
});

describe('a status another tab already changed', () => {
  it('closes the dialog, shows the client as it is now and says what happened', async () => {
    let now: Client = aClient({ blockStatus: 'Active' });
    const clients = fakeClients([], {
      get: vi.fn(async () => now),
      changeStatus: vi.fn(async () => {
        now = aClient({ blockStatus: 'Blocked' }); // the other tab's block
        return Promise.reject(
          new RequestError('The client is already Blocked.', { status: 422, notified: true }),
        );
      }),
    });
    const { user, notifier } = setup(clients);
    await user.selectOptions(await screen.findByLabelText('Block status'), 'Blocked');
    const dialog = screen.getByRole('dialog', { name: 'Block Client' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Block status')).toHaveValue('Blocked'));
    expect(notifier.error).toHaveBeenCalledWith(
      'Not changed: client CL-2001 is already Blocked (changed elsewhere meanwhile). It is shown as it is now.',
      { appWide: true },
    );
  });
});

describe('a blocked client', () => {
  it.each([
    ['Add Points', POINTS_MESSAGES.blocked],
    ['Redeem Points', POINTS_MESSAGES.blocked],
  ])('%s says so before the admin types, with the form disabled', async (title, words) => {
    const { user } = setup(fakeClients([aClient({ blockStatus: 'Blocked' })]));
    await user.click(await screen.findByRole('button', { name: title }));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('note')).toHaveTextContent(words);
    expect(within(dialog).getByLabelText('Points')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: title })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
