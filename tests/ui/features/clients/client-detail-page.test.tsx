import { businessLocation, fakeLocations } from '../../support/location-fakes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRepository } from '../../../../src/application/ports';
import { RequestError } from '../../../../src/application/request-error';
import { NOTES_MAX, REASON_MAX } from '../../../../src/domain/constants';
import { PHONE_MESSAGES } from '../../../../src/domain/phone';
import { TOKENS } from '../../../../src/application/tokens';
import type { Client } from '../../../../src/domain/entities';
import { formatDetailDateTime } from '../../../../src/ui/shared/format';
import { deferred, memoryDialogDrafts, provide } from '../../support/render-console';
import { ADMIN_ID } from '../../support/session-fakes';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

function setup(clients: ClientRepository = fakeClients(), drafts = memoryDialogDrafts()) {
  const view = renderClientPage(clients, provide(TOKENS.DialogDrafts, drafts));
  return { ...view, clients };
}

const detail = (field: string) => screen.getByRole('rowheader', { name: field }).nextElementSibling;

describe('client detail', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("is titled by its client and puts focus on its heading, where a row's View link leads (docs/architecture.md, 'Console conventions')", async () => {
    setup();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Client ID : CL-2001' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Client CL-2001 · LoyalLoop');
  });

  it('shows a loading state, then every field of the client', async () => {
    const pending = deferred<Client>();
    setup(fakeClients([], { get: vi.fn(() => pending.promise) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Client ID : CL-2001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients',
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => pending.resolve(aClient()));
    expect(detail('Client ID')).toHaveTextContent('CL-2001');
    expect(detail('Name')).toHaveTextContent('Maya Chen');
    expect(detail('Email')).toHaveTextContent('maya@example.com');
    expect(detail('Join Date')).toHaveTextContent(formatDetailDateTime('2024-01-05T12:00:00Z'));
    expect(detail('Total Points')).toHaveTextContent('120');
    expect(detail('Preferred Client Location')).toHaveTextContent('Oakville');
    expect(detail('Account Notes')).toHaveTextContent('Prefers morning visits');
  });

  it('shows the Block Status among the fields (docs/product.md §2 lists it with the others)', async () => {
    setup(fakeClients([aClient({ blockStatus: 'Blocked' })]));
    await screen.findByText('Maya Chen');
    expect(detail('Block Status')).toHaveTextContent('Blocked');
  });

  it('shows the reason cut at 30 with its full text in a tooltip and the latest status-log time', async () => {
    setup();
    await screen.findByText('Maya Chen');
    const reason = detail('Block / Active Reason') as HTMLElement;
    expect(within(reason).getByText('Verified in store by the Oakvi...')).toHaveAccessibleDescription(
      'Verified in store by the Oakville front desk team',
    );
    expect(reason).toHaveTextContent(formatDetailDateTime('2024-01-05T12:05:00Z'));
    expect(formatDetailDateTime('2024-01-05T12:05:00Z', 'UTC')).toBe('January 5th 2024 12:05 PM');
  });

  it('an unknown id (404) says the client was not found, leads back to the list and offers no Retry', async () => {
    const unknown = new RequestError('Client not found', { status: 404, notified: true });
    setup(fakeClients([], { get: vi.fn(async () => Promise.reject(unknown)) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This client was not found.');
    expect(within(alert).getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the client cannot be loaded', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(aClient());
    const { user } = setup(fakeClients([], { get }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maya Chen')).toBeInTheDocument();
  });
});

describe('add and redeem points', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('after a session ended under Add Points and the admin signed in again, it reopens with what was typed, once', async () => {
    const drafts = memoryDialogDrafts();
    drafts.keep({
      path: '/app/dashboard/clients/CL-2001',
      dialog: 'add',
      values: { points: '250', reason: 'Birthday' },
    });
    setup(fakeClients(), drafts);
    const dialog = await screen.findByRole('dialog', { name: 'Add Points' });
    expect(within(dialog).getByLabelText('Points')).toHaveValue(250);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Birthday');
    expect(drafts.kept()).toBeNull();
  });

  it('Add stays disabled until points ≥ 1 and a reason, then adds, refetches and closes', async () => {
    const { user, clients } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Points' });
    const add = within(dialog).getByRole('button', { name: 'Add Points' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Points'), '0');
    await user.type(within(dialog).getByLabelText('Reason'), 'Birthday');
    expect(add).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Points'));
    await user.type(within(dialog).getByLabelText('Points'), '25');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clients.addPoints).toHaveBeenCalledTimes(1);
    expect(clients.addPoints).toHaveBeenCalledWith(
      'CL-2001',
      {
        points: 25,
        pointsReason: 'Birthday',
        // The admin's own location by default (docs/product.md §10.30).
        locationName: 'Mississauga',
        adminId: ADMIN_ID,
      },
      expect.objectContaining({ key: expect.any(String) }),
    );
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
  });

  it("Add Points offers the open locations, the admin's own chosen by default, and books at the one chosen (docs/product.md §10.30)", async () => {
    const locations = fakeLocations([
      businessLocation('Mississauga'),
      businessLocation('Oakville'),
      businessLocation('Bronte', { archived: true, archivedAt: '2026-01-02T09:00:00.000Z' }),
    ]);
    const clients = fakeClients();
    const { user } = renderClientPage(clients, provide(TOKENS.Locations, locations));
    await user.click(await screen.findByRole('button', { name: 'Add Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Points' });
    const location = within(dialog).getByLabelText('Location');
    await waitFor(() => expect(location).toHaveValue('Mississauga'));
    const offered = within(location)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Select a location', 'Mississauga', 'Oakville']);
    await user.selectOptions(location, 'Oakville');
    await user.type(within(dialog).getByLabelText('Points'), '7');
    await user.type(within(dialog).getByLabelText('Reason'), 'Visit');
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    await waitFor(() =>
      expect(clients.addPoints).toHaveBeenCalledWith(
        'CL-2001',
        { points: 7, pointsReason: 'Visit', locationName: 'Oakville', adminId: ADMIN_ID },
        expect.objectContaining({ key: expect.any(String) }),
      ),
    );
  });

  it('a failed add keeps the dialog open with what was typed and refetches; a double click sends once', async () => {
    const pending = deferred<undefined>();
    const clients = fakeClients([aClient()], { addPoints: vi.fn(() => pending.promise) });
    const { user } = setup(clients);
    await user.click(await screen.findByRole('button', { name: 'Add Points' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Points'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Welcome');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Points' }));
    expect(within(dialog).getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await act(async () =>
      pending.reject(new RequestError('Client is blocked', { status: 422, notified: false })),
    );
    expect(clients.addPoints).toHaveBeenCalledTimes(1);
    // Not yet told by a toast, so the reason is shown inside the dialog.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Client is blocked');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Points')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Welcome');
    // Refetched anyway (the server may have saved before the answer was lost), the typed values kept.
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
    expect(within(screen.getByRole('dialog')).getByLabelText('Points')).toHaveValue(5);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Points' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('Points')).toHaveValue(null);
  });

  it('notes and points reasons show the limits the core checks (docs/architecture.md, "Console conventions")', async () => {
    const { user } = setup(fakeClients([aClient()]));
    const described = async (opener: string, field: string, max: number) => {
      await user.click(await screen.findByRole('button', { name: opener }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(
        `Up to ${max.toLocaleString('en-US')} characters`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    };
    await described('Edit notes', 'Notes', NOTES_MAX);
    await described('Add Points', 'Reason', REASON_MAX);
  });

  it('a failure already toasted is not repeated inside the dialog', async () => {
    const clients = fakeClients([aClient()], {
      saveNotes: vi.fn(async () =>
        Promise.reject(new RequestError('Server down', { status: 500, notified: true })),
      ),
    });
    const { user } = setup(clients);
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByRole('button', { name: 'Save Notes' })).toBeEnabled();
    expect(clients.saveNotes).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByText('Server down')).not.toBeInTheDocument();
  });

  it('redeeming above the balance is refused with a clear message and nothing is sent', async () => {
    const { user, clients } = setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Points' });
    const redeem = within(dialog).getByRole('button', { name: 'Redeem Points' });
    await user.type(within(dialog).getByLabelText('Points'), '500');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Mississauga');
    await user.type(within(dialog).getByLabelText('Service Type'), 'Haircut');
    expect(within(dialog).getByText('Cannot redeem more than the balance of 120 points')).toBeInTheDocument();
    expect(redeem).toBeDisabled();
    await user.click(redeem);
    expect(clients.redeemPoints).not.toHaveBeenCalled();
  });

  it.each(['1000001', '99999999999999999999'])(
    'Add Points refuses %s points with the maximum as the field message, and sends nothing',
    async (points) => {
      const { user, clients } = setup();
      await user.click(await screen.findByRole('button', { name: 'Add Points' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Points' });
      await user.type(within(dialog).getByLabelText('Points'), points);
      await user.type(within(dialog).getByLabelText('Reason'), 'Big event');
      expect(within(dialog).getByLabelText('Points')).toHaveAccessibleDescription(
        'Enter at most 1,000,000 points at a time',
      );
      expect(within(dialog).getByRole('button', { name: 'Add Points' })).toBeDisabled();
      expect(clients.addPoints).not.toHaveBeenCalled();
    },
  );

  it('Redeem Points refuses more than the maximum with its field message', async () => {
    const { user } = setup(fakeClients([], { get: vi.fn(async () => aClient({ points: 5_000_000 })) }));
    await user.click(await screen.findByRole('button', { name: 'Redeem Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Points' });
    await user.type(within(dialog).getByLabelText('Points'), '1000001');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Oakville');
    expect(within(dialog).getByLabelText('Points')).toHaveAccessibleDescription(
      'Enter at most 1,000,000 points at a time',
    );
  });

  it('redeems with points, location and service type', async () => {
    const { user, clients } = setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Points' });
    const redeem = within(dialog).getByRole('button', { name: 'Redeem Points' });
    await user.type(within(dialog).getByLabelText('Points'), '20');
    expect(redeem).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Oakville');
    expect(redeem).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Service Type'), 'Coffee');
    await user.click(redeem);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clients.redeemPoints).toHaveBeenCalledWith(
      'CL-2001',
      {
        points: 20,
        locationName: 'Oakville',
        serviceName: 'Coffee',
        adminId: ADMIN_ID,
      },
      expect.objectContaining({ key: expect.any(String) }),
    );
  });
});

describe('notes and status on the detail', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('edits notes: Save is disabled while empty; markup is saved and shown as text', async () => {
    let notes = 'Prefers morning visits';
    const clients = fakeClients([], {
      get: vi.fn(async () => aClient({ notes })),
      saveNotes: vi.fn(async (_id: string, next: string) => void (notes = next)),
    });
    const { user } = setup(clients);
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Account Notes' });
    const box = within(dialog).getByLabelText('Notes');
    expect(box).toHaveValue('Prefers morning visits');
    await user.clear(box);
    expect(within(dialog).getByRole('button', { name: 'Save Notes' })).toBeDisabled();
    await user.type(box, '<img src=x onerror=alert(1)>');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('the status dropdown opens the reason dialog and a save refetches the client', async () => {
    const { user, clients } = setup();
    const select = await screen.findByRole('combobox', { name: 'Block status' });
    await user.selectOptions(select, 'Blocked');
    await user.type(screen.getByLabelText('Reason'), 'Chargeback');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clients.changeStatus).toHaveBeenCalledWith(
      'CL-2001',
      {
        blockStatus: 'Blocked',
        blockReason: 'Chargeback',
      },
      expect.objectContaining({ key: expect.any(String) }),
    );
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
  });

  it('Edit details starts from the saved details, saves the changed ones and refetches the client', async () => {
    const { user, clients } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Maya Chen');
    await user.clear(name);
    await user.type(name, 'Maya Chen-Lee');
    await user.selectOptions(within(dialog).getByLabelText('Preferred location'), 'Mississauga');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
    expect(clients.editDetails).toHaveBeenCalledWith('CL-2001', {
      name: 'Maya Chen-Lee',
      email: 'maya@example.com',
      phone: '',
      location: 'Mississauga',
    });
  });

  it('Edit details takes a phone, refuses an invalid one in the form, and a client needs an email or a phone (docs/product.md §10.24)', async () => {
    const { user, clients } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    const phone = within(dialog).getByLabelText('Phone (optional with an email)');
    const email = within(dialog).getByLabelText('Email');
    await user.type(phone, '12');
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument();
    await user.clear(phone);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(PHONE_MESSAGES.emailOrPhone)).toBeInTheDocument();
    expect(clients.editDetails).not.toHaveBeenCalled();
    await user.type(phone, '416 555 0123');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(clients.editDetails).toHaveBeenCalledWith('CL-2001', {
        name: 'Maya Chen',
        email: '',
        phone: '416 555 0123',
        location: expect.any(String),
      }),
    );
  });

  it('the client page shows the phone as people read it, and - when there is none', async () => {
    const view = setup(fakeClients([aClient({ phone: '+14165550123' })]));
    await screen.findByText('Maya Chen', { selector: 'td' });
    expect(detail('Phone')).toHaveTextContent('+1 416 555 0123');
    view.unmount();
    setup(fakeClients([aClient({ phone: '' })]));
    await screen.findByText('Maya Chen', { selector: 'td' });
    expect(detail('Phone')).toHaveTextContent(/^-$/);
  });
});
