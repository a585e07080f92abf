import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { AMOUNT_MESSAGES } from '../../../../src/domain/programme';
import { ADD_POINTS_HINT } from '../../../../src/ui/features/clients/AddPointsDialog';
import { provide } from '../../support/render-console';
import { ADMIN_ID } from '../../support/session-fakes';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';
import { fakeProgramme } from '../../support/fixtures';
import { DEFAULT_PROGRAMME } from '../../../../src/domain/programme';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

/** docs/product.md §10.28: Add Points from an amount spent, and the client's next expiry on its page. */
describe('Add Points from an amount spent', () => {
  it('sends the amount in dollars instead of points, and the reason', async () => {
    const clients = fakeClients([aClient()]);
    const { user } = renderClientPage(clients);
    await user.click(await screen.findByRole('button', { name: 'Add Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Points' });
    expect(dialog).toHaveAccessibleDescription(ADD_POINTS_HINT);
    await user.type(within(dialog).getByLabelText('Amount spent ($)'), '23.40');
    await user.type(within(dialog).getByLabelText('Reason'), 'Latte and cake');
    await user.click(within(dialog).getByRole('button', { name: 'Add Points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clients.addPoints).toHaveBeenCalledWith(
      'CL-2001',
      // At the admin's own location, the dialog's default (docs/product.md §10.30).
      { amount: 23.4, pointsReason: 'Latte and cake', locationName: expect.any(String), adminId: ADMIN_ID },
      expect.objectContaining({ key: expect.any(String) }),
    );
  });

  it('an amount with three decimals, or beside typed points, is said under the amount and nothing is sent', async () => {
    const clients = fakeClients([aClient()]);
    const { user } = renderClientPage(clients);
    await user.click(await screen.findByRole('button', { name: 'Add Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Points' });
    const amount = within(dialog).getByLabelText('Amount spent ($)');
    await user.type(amount, '4.505');
    await user.type(within(dialog).getByLabelText('Reason'), 'Coffee');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Add Points' })).toBeDisabled();
    expect(amount).toHaveAccessibleDescription(AMOUNT_MESSAGES.amount);
    await user.clear(amount);
    await user.type(amount, '4.50');
    await user.type(within(dialog).getByLabelText('Points'), '5');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(AMOUNT_MESSAGES.pointsOrAmount);
    expect(within(dialog).getByRole('button', { name: 'Add Points' })).toBeDisabled();
    expect(clients.addPoints).not.toHaveBeenCalled();
  });

  it('the client page says the next expiring points and their day', async () => {
    renderClientPage(
      fakeClients([aClient()]),
      provide(TOKENS.Programme, fakeProgramme(DEFAULT_PROGRAMME, { points: 120, on: '2027-03-31' })),
    );
    expect(await screen.findByText('120 points expire on 31 Mar 2027')).toBeInTheDocument();
  });
});
