/** Settings → Time zone (docs/product.md §10.31): the business's zone, searched by typing, saved with a pending state. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsRepository } from '../../../../src/application/ports/settings-repository';
import { TOKENS } from '../../../../src/application/tokens';
import { unknownZoneMessage } from '../../../../src/domain/business-time';
import SettingsPage from '../../../../src/ui/features/settings/settings-page';
import { fakeApiKeys } from '../../support/api-key-fakes';
import { provide, renderConsole } from '../../support/render-console';

function fakeSettings(zone = 'America/Toronto') {
  let release: () => void = () => undefined;
  const settings = {
    load: vi.fn<SettingsRepository['load']>(async () => ({ timeZone: zone })),
    saveTimeZone: vi.fn<SettingsRepository['saveTimeZone']>(
      (timeZone) =>
        new Promise((resolve) => {
          release = () => resolve({ timeZone });
        }),
    ),
  };
  return { settings, release: () => release() };
}

const open = (settings: SettingsRepository) =>
  renderConsole(<SettingsPage />, {
    path: '/app/dashboard/settings',
    // The page's other sections need their services too.
    services: [provide(TOKENS.Settings, settings), provide(TOKENS.ApiKeys, fakeApiKeys())],
  });

describe('Settings → Time zone', () => {
  it('comes second on the page: Locations, Time zone, Programme, Rewards, API keys', async () => {
    open(fakeSettings().settings);
    await screen.findByRole('combobox', { name: 'Time zone' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Locations', 'Time zone', 'Programme', 'Rewards', 'API keys']);
  });

  it('shows the zone, offers every IANA zone to search, and saves a new one with a pending state', async () => {
    const { settings, release } = fakeSettings();
    const { user } = open(settings);
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('America/Toronto');
    const save = screen.getByRole('button', { name: 'Save time zone' });
    // Nothing to save until the zone changes.
    expect(save).toBeDisabled();
    const listed = [...document.querySelectorAll(`#${CSS.escape(field.getAttribute('list') ?? '')} option`)];
    expect(listed.map((o) => o.getAttribute('value'))).toEqual(
      expect.arrayContaining(['UTC', 'America/Toronto', 'Asia/Tokyo']),
    );
    await user.clear(field);
    await user.type(field, 'Asia/Tokyo');
    await user.click(save);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(settings.saveTimeZone).toHaveBeenCalledWith('Asia/Tokyo');
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved: days and times are now Asia/Tokyo’s.',
    );
    expect(screen.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    // Save, now disabled, held the focus its click gave it: the field has it back.
    expect(field).toHaveFocus();
  });

  it('refuses a name no zone has, saying which, and sends nothing', async () => {
    const { settings } = fakeSettings();
    const { user } = open(settings);
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    await user.clear(field);
    await user.type(field, 'Mars/Olympus_Mons');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unknownZoneMessage('Mars/Olympus_Mons'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Focus back in the field the refusal describes, not on the clicked Save.
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Mars/Olympus_Mons');
    await waitFor(() => expect(settings.saveTimeZone).not.toHaveBeenCalled());
  });
});
