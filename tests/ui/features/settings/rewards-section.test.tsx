import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { REWARD_MESSAGES } from '../../../../src/domain/rewards';
import SettingsPage from '../../../../src/ui/features/settings/settings-page';
import { provide, renderConsole } from '../../support/render-console';
import { fakeApiKeys } from '../../support/api-key-fakes';
import { aReward, fakeRewards } from '../../support/reward-fakes';
import { DEMO_BUSINESS_LOCATIONS, businessLocation, fakeLocations } from '../../support/location-fakes';

const COFFEE = aReward();
const CUT = aReward({ id: 'rw-cut', name: 'Haircut', points: 500, locations: ['Oakville'] });
const OLD = aReward({ id: 'rw-old', name: 'Old mug', points: 50, active: false });

function setup(catalogue = [COFFEE, CUT, OLD], locations = DEMO_BUSINESS_LOCATIONS) {
  const rewards = fakeRewards(catalogue);
  const view = renderConsole(<SettingsPage />, {
    path: '/app/dashboard/settings',
    // The page's other section reads its own list.
    services: [
      provide(TOKENS.Rewards, rewards),
      provide(TOKENS.ApiKeys, fakeApiKeys()),
      provide(TOKENS.Locations, fakeLocations(locations)),
    ],
  });
  return { ...view, rewards };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

describe('Settings → Rewards (docs/product.md §10.23)', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists the active rewards with their points, locations and status; Show archived adds the archived', async () => {
    const { user, rewards } = setup();
    const section = screen.getByRole('region', { name: 'Rewards' });
    const table = await within(section).findByRole('table');
    expect(rowsOf(table)).toEqual([
      ['Free coffee', '100', 'Every location', 'Active'],
      ['Haircut', '500', 'Oakville', 'Active'],
    ]);
    await user.click(within(section).getByRole('checkbox', { name: 'Show archived' }));
    await waitFor(() =>
      expect(rewards.list).toHaveBeenLastCalledWith({ archived: true }, expect.any(AbortSignal)),
    );
    await waitFor(() => expect(rowsOf(within(section).getByRole('table'))).toHaveLength(3));
    expect(rowsOf(within(section).getByRole('table'))[2]).toEqual([
      'Old mug',
      '50',
      'Every location',
      'Archived',
    ]);
    expect(within(section).queryByRole('button', { name: 'Edit Old mug' })).not.toBeInTheDocument();
  });

  it('Add reward sends the name, the whole points and the locations ticked, then reads the list again', async () => {
    const { user, rewards } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add reward' }));
    const dialog = screen.getByRole('dialog', { name: 'Add reward' });
    const add = within(dialog).getByRole('button', { name: 'Add reward' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), '  Free tea ');
    await user.type(within(dialog).getByLabelText('Points'), '80');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mississauga' }));
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rewards.create).toHaveBeenCalledWith({ name: 'Free tea', points: 80, locations: ['Mississauga'] });
    expect(rewards.list).toHaveBeenCalledTimes(2);
  });

  it("offers the business's open locations, and keeps an archived one the reward names (docs/product.md §10.29)", async () => {
    const business = [
      businessLocation('Queen West'),
      businessLocation('Oakville', { archived: true, archivedAt: '2026-01-02T09:00:00.000Z' }),
    ];
    const { user, rewards } = setup([COFFEE, CUT], business);
    await user.click(await screen.findByRole('button', { name: 'Add reward' }));
    const adding = screen.getByRole('dialog', { name: 'Add reward' });
    await within(adding).findByRole('checkbox', { name: 'Queen West' });
    expect(
      within(adding)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Queen West']);
    await user.click(within(adding).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Haircut' }));
    const editing = screen.getByRole('dialog', { name: 'Edit Haircut' });
    await within(editing).findByRole('checkbox', { name: 'Queen West' });
    expect(within(editing).getByRole('checkbox', { name: 'Oakville' })).toBeChecked();
    await user.click(within(editing).getByRole('checkbox', { name: 'Queen West' }));
    await user.click(within(editing).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rewards.change).toHaveBeenCalledWith('rw-cut', {
        name: 'Haircut',
        points: 500,
        locations: ['Oakville', 'Queen West'],
      }),
    );
  });

  it('a cost that is not a whole number from 1 to 1,000,000 is said under Points and nothing is sent', async () => {
    const { user, rewards } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add reward' }));
    const dialog = screen.getByRole('dialog', { name: 'Add reward' });
    await user.type(within(dialog).getByLabelText('Name'), 'Free tea');
    await user.type(within(dialog).getByLabelText('Points'), '1000001');
    await user.tab();
    expect(within(dialog).getByLabelText('Points')).toHaveAccessibleDescription(REWARD_MESSAGES.points);
    expect(within(dialog).getByRole('button', { name: 'Add reward' })).toBeDisabled();
    expect(rewards.create).not.toHaveBeenCalled();
  });

  it('Edit starts from the reward and saves its changes', async () => {
    const { user, rewards } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Haircut' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Haircut' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Haircut');
    expect(within(dialog).getByRole('checkbox', { name: 'Oakville' })).toBeChecked();
    const points = within(dialog).getByLabelText('Points');
    await user.clear(points);
    await user.type(points, '450');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Oakville' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rewards.change).toHaveBeenCalledWith('rw-cut', { name: 'Haircut', points: 450, locations: [] });
  });

  it('Archive asks first, naming the reward and its cost, then archives it', async () => {
    const { user, rewards } = setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Free coffee' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive reward' });
    expect(dialog).toHaveTextContent('Archive Free coffee — 100 points?');
    expect(rewards.archive).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rewards.archive).toHaveBeenCalledWith('rw-coffee');
  });

  it('says so when there are no rewards yet', async () => {
    setup([]);
    expect(await screen.findByText('No rewards yet: add the first one.')).toBeInTheDocument();
  });
});
