/** Settings → API keys (docs/api.md, API keys): the list, Create key with its key shown once, Revoke asked first. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import type { ApiKey } from '../../../../src/domain/api-keys';
import { fakeWorld, renderApp, signedInTokens } from '../../support/render-auth';
import { fakeProgramme } from '../../support/fixtures';
import { fakeRewards } from '../../support/reward-fakes';

const TILL: ApiKey = {
  _id: 'k1',
  name: 'Till 1 Oakville',
  scopes: ['clients:read', 'points:write'],
  location: 'Oakville',
  createdBy: 'Avery Morgan',
  createdById: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const OLD: ApiKey = {
  ...TILL,
  _id: 'k0',
  name: 'Old till',
  scopes: ['clients:read'],
  location: null,
  revokedAt: '2026-11-21T10:00:00.000Z',
};
const SECRET = 'll_live_abcdefghijklmnopqrstuvwxyz0123456789';

function world() {
  const w = fakeWorld();
  w.session.save(signedInTokens());
  let listed = [TILL, OLD];
  const keys = {
    list: vi.fn(async () => listed),
    create: vi.fn(async (): Promise<{ apiKey: ApiKey; secret: string | null }> => {
      const made: ApiKey = { ...TILL, _id: 'k2', name: 'Till 2', location: null };
      listed = [made, ...listed];
      return { apiKey: made, secret: SECRET };
    }),
    revoke: vi.fn(async (id: string) => {
      listed = listed.map((k) => (k._id === id ? { ...k, revokedAt: '2026-11-28T10:00:00.000Z' } : k));
      return TILL;
    }),
  };
  w.extra.set(TOKENS.ApiKeys, keys);
  // The page's other sections read their own.
  w.extra.set(TOKENS.Rewards, fakeRewards([]));
  w.extra.set(TOKENS.Programme, fakeProgramme());
  return { w, keys };
}

/** The page's chunk loads on first visit: slow on a busy machine. */
const SLOW = { timeout: 15_000 };

async function rowOf(name: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('cell', { name }, SLOW)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('Settings: API keys', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('lists each key with its scope, location, creator and last use; a revoked key has no Revoke', async () => {
    const { w } = world();
    await renderApp('/app/dashboard/settings', w);
    const till = await rowOf('Till 1 Oakville');
    expect(within(till).getByText('Look up clients, Book points')).toBeInTheDocument();
    expect(within(till).getByText('Oakville')).toBeInTheDocument();
    expect(within(till).getByText('Avery Morgan')).toBeInTheDocument();
    expect(within(till).getByText('Never')).toBeInTheDocument();
    expect(within(till).getByRole('button', { name: 'Revoke Till 1 Oakville' })).toBeEnabled();
    const old = await rowOf('Old till');
    expect(within(old).getByText('Any')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(old).getByText(/^Revoked /)).toBeInTheDocument();
  });

  it('Create key sends the name and scopes, then shows the key once with Copy', async () => {
    const { w, keys } = world();
    const { user } = await renderApp('/app/dashboard/settings', w);
    // After user-event's setup, which puts a clipboard of its own on the navigator.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await rowOf('Till 1 Oakville');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create key' });
    // Blank is a choice of its own here: the key books at any location.
    const place = within(dialog).getByRole('combobox', { name: 'Location' });
    expect(await within(place).findByRole('option', { name: 'Any location' })).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Name'), 'Till 2');
    await user.click(within(dialog).getByLabelText('Look up clients'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(keys.create).toHaveBeenCalledWith({ name: 'Till 2', scopes: ['points:write'], location: null });
    const shown = await screen.findByRole('dialog', { name: 'API key Till 2' });
    const field = within(shown).getByLabelText('API key');
    expect(field).toHaveValue(SECRET);
    // Multi-line, so the whole key wraps into view rather than scrolling out of a one-line field.
    expect(field).toBeInstanceOf(HTMLTextAreaElement);
    expect(field).toHaveAttribute('readonly');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(shown).findByText('Copied.')).toHaveAttribute('role', 'status');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('a key made by an earlier try whose answer was lost is said so, with no key to copy', async () => {
    const { w, keys } = world();
    keys.create.mockResolvedValueOnce({ apiKey: { ...TILL, _id: 'k3', name: 'Till 3' }, secret: null });
    const { user } = await renderApp('/app/dashboard/settings', w);
    await rowOf('Till 1 Oakville');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Till 3');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'API key Till 3' });
    expect(shown).toHaveTextContent('cannot be shown again. Revoke it and create another.');
    expect(within(shown).queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('a key without a name or without any scope is not sent', async () => {
    const { w, keys } = world();
    const { user } = await renderApp('/app/dashboard/settings', w);
    await rowOf('Till 1 Oakville');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create key' });
    await user.click(within(dialog).getByLabelText('Look up clients'));
    await user.click(within(dialog).getByLabelText(/Book points/));
    await user.type(within(dialog).getByLabelText('Name'), 'Till 3');
    expect(within(dialog).getByRole('button', { name: 'Create key' })).toBeDisabled();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(keys.create).not.toHaveBeenCalled();
  });

  it('Revoke asks first, naming the key, then revokes it and reads the list again', async () => {
    const { w, keys } = world();
    const { user } = await renderApp('/app/dashboard/settings', w);
    const till = await rowOf('Till 1 Oakville');
    await user.click(within(till).getByRole('button', { name: 'Revoke Till 1 Oakville' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Revoke Till 1 Oakville?');
    expect(keys.revoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(keys.revoke).toHaveBeenCalledWith('k1');
    const after = await rowOf('Till 1 Oakville');
    expect(await within(after).findByText(/^Revoked /)).toBeInTheDocument();
  });
});
