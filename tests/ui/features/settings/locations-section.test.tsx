/** Settings → Locations (docs/product.md §10.29): list, Add location, Rename, Archive asked first. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { LOCATION_MESSAGES } from '../../../../src/domain/location-names';
import SettingsPage from '../../../../src/ui/features/settings/settings-page';
import { fakeApiKeys } from '../../support/api-key-fakes';
import { businessLocation, fakeLocations } from '../../support/location-fakes';
import { provide, renderConsole } from '../../support/render-console';

function setup(locations = fakeLocations([businessLocation('Mississauga'), businessLocation('Oakville')])) {
  const view = renderConsole(<SettingsPage />, {
    path: '/app/dashboard/settings',
    services: [provide(TOKENS.Locations, locations), provide(TOKENS.ApiKeys, fakeApiKeys())],
  });
  return { ...view, locations };
}

describe('Settings → Locations', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists the locations, open and archived, with Rename and Archive on the open ones only', async () => {
    setup(
      fakeLocations([
        businessLocation('Mississauga'),
        businessLocation('Bronte', { archived: true, archivedAt: '2026-01-02T09:00:00.000Z' }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Locations' })).toBeInTheDocument();
    expect(await screen.findByText('Mississauga')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Mississauga' })).toBeInTheDocument();
    expect(screen.getByText(/Archived 02 Jan 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Bronte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Bronte' })).not.toBeInTheDocument();
  });

  it('Add location refuses a name taken in another case or with other accents, then adds and reads the list again', async () => {
    const { user, locations } = setup();
    await screen.findByText('Oakville');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add location' });
    const name = within(dialog).getByLabelText('Name');
    await user.type(name, 'OAKVILLÉ');
    await user.tab();
    expect(within(dialog).getByText(LOCATION_MESSAGES.taken('Oakville'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add location' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, ' Burlington ');
    // Other sections of the page read the locations too: the list is read again after the add.
    const readsBefore = locations.list.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locations.add).toHaveBeenCalledWith('Burlington');
    await waitFor(() => expect(locations.list.mock.calls.length).toBeGreaterThan(readsBefore));
  });

  it('Rename starts from the name and sends the new one', async () => {
    const { user, locations } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Oakville' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Oakville' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Oakville');
    await user.clear(name);
    await user.type(name, 'Oakville Harbour');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(locations.rename).toHaveBeenCalledWith('loc-oakville', 'Oakville Harbour'));
  });

  it('Archive asks first, naming the location, then archives it', async () => {
    const { user, locations } = setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Oakville' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive location' });
    expect(dialog).toHaveTextContent('Archive Oakville?');
    expect(locations.archive).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(locations.archive).toHaveBeenCalledWith('loc-oakville'));
  });
});
