import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { DEFAULT_PROGRAMME } from '../../../../src/domain/programme';
import { PROGRAMME_MESSAGES } from '../../../../src/domain/programme-settings';
import { ProgrammeSection } from '../../../../src/ui/features/settings/programme-section';
import { fakeProgramme } from '../../support/fixtures';
import { businessLocation, fakeLocations } from '../../support/location-fakes';
import { provide, renderConsole } from '../../support/render-console';

function setup(
  programme = fakeProgramme({ ...DEFAULT_PROGRAMME, ratesByLocation: { Oakville: 2 } }),
  locations?: Parameters<typeof fakeLocations>[0],
) {
  const view = renderConsole(<ProgrammeSection />, {
    path: '/app/dashboard/settings',
    services: [
      provide(TOKENS.Programme, programme),
      ...(locations ? [provide(TOKENS.Locations, fakeLocations(locations))] : []),
    ],
  });
  return { ...view, programme };
}

/** Settings → Programme (docs/product.md §10.28). */
describe('the Programme section', () => {
  it('shows the programme as saved: rate, rounding, bonus, a rate per location, expiry off, point value', async () => {
    setup();
    expect(await screen.findByLabelText('Points per dollar')).toHaveValue('1');
    expect(screen.getByLabelText('Rounding')).toHaveValue('down');
    expect(screen.getByLabelText('Visit bonus (points)')).toHaveValue('0');
    expect(screen.getByLabelText('Points per dollar at Oakville (blank: as above)')).toHaveValue('2');
    expect(screen.getByLabelText('Points per dollar at Mississauga (blank: as above)')).toHaveValue('');
    expect(screen.getByLabelText('Expire after (months; blank: never)')).toHaveValue('');
    expect(screen.getByLabelText('Cents per point')).toHaveValue('1');
  });

  it('saves every field as the programme, a blank rate left out and a blank expiry off', async () => {
    const { user, programme } = setup();
    const rate = await screen.findByLabelText('Points per dollar');
    await user.clear(rate);
    await user.type(rate, '0.5');
    await user.selectOptions(screen.getByLabelText('Rounding'), 'nearest');
    await user.type(screen.getByLabelText('Expire after (months; blank: never)'), '12');
    await user.clear(screen.getByLabelText('Points per dollar at Oakville (blank: as above)'));
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    await waitFor(() =>
      expect(programme.save).toHaveBeenCalledWith({
        ...DEFAULT_PROGRAMME,
        pointsPerDollar: 0.5,
        rounding: 'nearest',
        expiryMonths: 12,
      }),
    );
    // Saved, Save is disabled again: focus is on the section's heading, not dropped to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Programme' })).toHaveFocus());
  });

  it('a location whose name has a dot keeps its own rate field, shown and saved under its name', async () => {
    const { user, programme } = setup(
      fakeProgramme({ ...DEFAULT_PROGRAMME, ratesByLocation: { 'St. Catharines': 2 } }),
      [businessLocation('St. Catharines'), businessLocation('Oakville')],
    );
    const catharines = await screen.findByLabelText('Points per dollar at St. Catharines (blank: as above)');
    expect(catharines).toHaveValue('2');
    await user.clear(catharines);
    await user.type(catharines, '1.5');
    await user.type(screen.getByLabelText('Points per dollar at Oakville (blank: as above)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    await waitFor(() =>
      expect(programme.save).toHaveBeenCalledWith({
        ...DEFAULT_PROGRAMME,
        ratesByLocation: { 'St. Catharines': 1.5, Oakville: 3 },
      }),
    );
  });

  it('a refused rate says why under its own location, a dotted name too', async () => {
    const { user, programme } = setup(fakeProgramme(), [businessLocation('St. Catharines')]);
    const catharines = await screen.findByLabelText('Points per dollar at St. Catharines (blank: as above)');
    await user.type(catharines, 'two');
    await user.tab();
    expect(catharines).toHaveAccessibleDescription(PROGRAMME_MESSAGES.ratesByLocation);
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    expect(programme.save).not.toHaveBeenCalled();
  });

  it('a field the rules refuse says why under it, and nothing is saved', async () => {
    const { user, programme } = setup();
    const months = await screen.findByLabelText('Expire after (months; blank: never)');
    await user.type(months, '0');
    await user.tab();
    expect(months).toHaveAccessibleDescription(PROGRAMME_MESSAGES.expiryMonths);
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    expect(programme.save).not.toHaveBeenCalled();
    // Focus on the refused field, not left on the Save button clicked.
    await waitFor(() => expect(months).toHaveFocus());
  });
});

describe('the Programme section when a save fails', () => {
  it('keeps what was typed and puts focus on the refusal, though the programme is read again', async () => {
    const programme = fakeProgramme();
    // Each read a fresh object, as from the server.
    programme.get = vi.fn(async () => ({ ...DEFAULT_PROGRAMME }));
    programme.save = vi.fn(async () => {
      throw new Error('The server ran into a problem. Please try again.');
    });
    const { user } = setup(programme);
    const rate = await screen.findByLabelText('Points per dollar');
    await user.clear(rate);
    await user.type(rate, '3');
    await user.type(screen.getByLabelText('Expire after (months; blank: never)'), '6');
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    await waitFor(() => expect(programme.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByLabelText('Points per dollar')).toHaveValue('3');
    expect(screen.getByLabelText('Expire after (months; blank: never)')).toHaveValue('6');
  });
});
