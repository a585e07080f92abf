/**
 * A change refused because a colleague changed the client since it was read (409 naming what changed:
 * docs/api.md, "Edits and versions"; docs/product.md §10): the dialog keeps what was typed, says what changed
 * and offers Reload, which reads the client again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRepository } from '../../../../src/application/ports';
import { RequestError } from '../../../../src/application/request-error';
import { TOKENS } from '../../../../src/application/tokens';
import { memoryDialogDrafts, provide } from '../../support/render-console';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const MESSAGE =
  'Someone changed this client since you opened it: the notes. Reload to see their changes, then make yours again.';
const stale = () =>
  new RequestError(MESSAGE, {
    status: 409,
    notified: false,
    response: { type: 'error', message: MESSAGE, changed: ['notes'] },
  });

function setup(clients: ClientRepository) {
  return { ...renderClientPage(clients, provide(TOKENS.DialogDrafts, memoryDialogDrafts())), clients };
}

describe('a change on a stale version of the client', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('Account Notes keeps what was typed, says what changed, and Reload reads the client again', async () => {
    const clients = fakeClients([aClient()], { saveNotes: vi.fn(() => Promise.reject(stale())) });
    const { user } = setup(clients);
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Account Notes' });
    const box = within(dialog).getByLabelText('Notes');
    await user.clear(box);
    await user.type(box, 'My own note');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(box).toHaveValue('My own note');
    // Nothing was saved, so the client is not read again under what was typed.
    expect(clients.get).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
  });

  it('Edit details keeps what was typed and offers Reload', async () => {
    const clients = fakeClients([aClient()], { editDetails: vi.fn(() => Promise.reject(stale())) });
    const { user } = setup(clients);
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'maya.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(email).toHaveValue('maya.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
  });

  it('the block dialog keeps the reason typed, says what changed, and offers Reload', async () => {
    const clients = fakeClients([aClient()], { changeStatus: vi.fn(() => Promise.reject(stale())) });
    const { user } = setup(clients);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Block status' }), 'Blocked');
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Chargeback');
    const reads = vi.mocked(clients.get).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(reads + 1));
  });

  it('any other refusal offers no Reload', async () => {
    const other = new RequestError('Email taken', { status: 409, notified: false, response: null });
    const clients = fakeClients([aClient()], { saveNotes: vi.fn(() => Promise.reject(other)) });
    const { user } = setup(clients);
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Account Notes' });
    await user.type(within(dialog).getByLabelText('Notes'), ' more');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email taken');
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
