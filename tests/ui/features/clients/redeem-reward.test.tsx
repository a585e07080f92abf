import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { REWARD_MESSAGES } from '../../../../src/domain/rewards';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';
import { provide } from '../../support/render-console';
import { aReward, fakeRewards } from '../../support/reward-fakes';
import { ADMIN_ID } from '../../support/session-fakes';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

// A balance of 120 points (aClient's).
const COFFEE = aReward();
const CUT = aReward({ id: 'rw-cut', name: 'Haircut', points: 120, locations: ['Oakville'] });
const SPA = aReward({ id: 'rw-spa', name: 'Spa day', points: 500 });

function setup(catalogue = [COFFEE, CUT, SPA]) {
  const clients = fakeClients([], { get: vi.fn(async () => aClient({ points: 120 })) });
  const rewards = fakeRewards(catalogue);
  const view = renderClientPage(clients, provide(TOKENS.Rewards, rewards));
  return { ...view, clients, rewards };
}

async function openRedeem(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Redeem Points' }));
  const dialog = screen.getByRole('dialog', { name: 'Redeem Points' });
  await within(dialog).findByLabelText('Reward');
  return dialog;
}

const offered = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText('Reward'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Redeem Points: a reward of the catalogue (docs/product.md §10.23)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('offers the rewards the balance covers, with their cost, and the custom amount', async () => {
    const { user, rewards } = setup();
    const dialog = await openRedeem(user);
    expect(rewards.list).toHaveBeenCalledWith({ archived: false }, expect.any(AbortSignal));
    expect(offered(dialog)).toEqual(['Custom amount', 'Free coffee — 100 points', 'Haircut — 120 points']);
  });

  it('offers only what the location chosen offers', async () => {
    const { user } = setup();
    const dialog = await openRedeem(user);
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Mississauga');
    expect(offered(dialog)).toEqual(['Custom amount', 'Free coffee — 100 points']);
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Oakville');
    expect(offered(dialog)).toEqual(['Custom amount', 'Free coffee — 100 points', 'Haircut — 120 points']);
  });

  it('choosing a reward books it by id: no points or service to type', async () => {
    const { user, clients } = setup();
    const dialog = await openRedeem(user);
    await user.selectOptions(within(dialog).getByLabelText('Reward'), 'rw-coffee');
    // Said whole under the field, which a phone's select cuts after a long name's first words.
    expect(within(dialog).getByText('Free coffee: 100 points, leaving 20 points.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Points')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Service Type')).not.toBeInTheDocument();
    const redeem = within(dialog).getByRole('button', { name: 'Redeem Points' });
    expect(redeem).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Mississauga');
    await user.click(redeem);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clients.redeemPoints).toHaveBeenCalledWith(
      'CL-2001',
      { rewardId: 'rw-coffee', locationName: 'Mississauga', adminId: ADMIN_ID },
      expect.objectContaining({ key: expect.any(String) }),
    );
  });

  it('a reward chosen, then a location that does not offer it: the reward says so and nothing is sent', async () => {
    const { user, clients } = setup();
    const dialog = await openRedeem(user);
    await user.selectOptions(within(dialog).getByLabelText('Reward'), 'rw-cut');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Mississauga');
    expect(within(dialog).getByLabelText('Reward')).toHaveAccessibleDescription(
      REWARD_MESSAGES.notOffered('Haircut', 'Mississauga'),
    );
    expect(within(dialog).getByRole('button', { name: 'Redeem Points' })).toBeDisabled();
    expect(clients.redeemPoints).not.toHaveBeenCalled();
  });

  it('back to Custom amount, the points and service are typed as before', async () => {
    const { user } = setup();
    const dialog = await openRedeem(user);
    await user.selectOptions(within(dialog).getByLabelText('Reward'), 'rw-coffee');
    await user.selectOptions(within(dialog).getByLabelText('Reward'), '');
    expect(within(dialog).getByLabelText('Points')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Service Type')).toBeInTheDocument();
  });

  it('with an empty catalogue there is no Reward field, only the custom amount', async () => {
    const { user, rewards } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Redeem Points' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Points' });
    await waitFor(() => expect(rewards.list).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).queryByText('Loading the rewards…')).not.toBeInTheDocument());
    expect(within(dialog).queryByLabelText('Reward')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Points')).toBeInTheDocument();
  });
});
