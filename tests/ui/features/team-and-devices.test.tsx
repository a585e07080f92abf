import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import type { DeviceSession } from '../../../src/domain/team';
import { PROFILE, fakeWorld, renderApp, signedInTokens } from '../support/render-auth';
import { teamMember } from '../support/team-fakes';

const device = (over: Partial<DeviceSession>): DeviceSession => ({
  id: 's1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ip: '10.0.0.7',
  createdAt: '2026-11-25T10:00:00.000Z',
  lastUsedAt: '2026-11-25T10:00:00.000Z',
  current: false,
  ...over,
});

function world() {
  const w = fakeWorld();
  w.session.save(signedInTokens());
  const jordan = teamMember({
    _id: 'a2',
    name: 'Jordan Lee',
    email: 'jordan.lee@loyalloop.demo',
    role: 'Admin',
  });
  const team = {
    list: vi.fn(async () => [teamMember({}), jordan]),
    invite: vi.fn(async () => teamMember({ _id: 'a3' })),
    deactivate: vi.fn(async () => ({ ...jordan, active: false })),
    reactivate: vi.fn(async () => jordan),
    change: vi.fn(async () => jordan),
  };
  const devices = {
    list: vi.fn(async () => [device({ id: 'here', current: true }), device({ id: 'there' })]),
    signOut: vi.fn(async () => undefined),
    signOutEverywhereElse: vi.fn(async () => undefined),
  };
  w.extra.set(TOKENS.Team, team);
  w.extra.set(TOKENS.SignedInDevices, devices);
  return { w, team, devices };
}

/** The page's chunk loads on first visit: slow on a busy machine. */
const SLOW = { timeout: 15_000 };

describe('Team and Signed-in devices pages', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('Team lists the admins; Deactivate asks first, naming the admin, then sends that admin and reads the list again', async () => {
    const { w, team } = world();
    const { user } = await renderApp('/app/dashboard/team', w);
    const row = (await screen.findByRole('cell', { name: 'jordan.lee@loyalloop.demo' }, SLOW)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Deactivate Jordan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate admin' });
    expect(dialog).toHaveTextContent('Deactivate Jordan Lee (jordan.lee@loyalloop.demo)?');
    expect(team.deactivate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(team.deactivate).toHaveBeenCalledWith('a2');
    await vi.waitFor(() => expect(team.list).toHaveBeenCalledTimes(2));
  });

  it("a Super Admin demoted while signed in loses Team at the next call's answer, without a reload", async () => {
    const { w } = world();
    await renderApp('/app/dashboard/team', w);
    await screen.findByRole('cell', { name: 'jordan.lee@loyalloop.demo' }, SLOW);
    expect(screen.getByRole('link', { name: /Team/ })).toBeInTheDocument();
    w.profiles.get.mockResolvedValue({ ...PROFILE, role: 'Admin' });
    // An answer says Super Admin still: nothing read again.
    act(() => w.events.raiseRole('Super Admin'));
    expect(w.profiles.get).toHaveBeenCalledTimes(1);
    act(() => w.events.raiseRole('Admin'));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Team/ })).not.toBeInTheDocument();
  });

  it('Invite admin sends email, name, role and location', async () => {
    const { w, team } = world();
    const { user } = await renderApp('/app/dashboard/team', w);
    await user.click(await screen.findByRole('button', { name: 'Invite admin' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Invite admin' });
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await user.type(within(dialog).getByLabelText('Name'), 'Sam New');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Oakville');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(team.invite).toHaveBeenCalledWith({
      email: 'sam@example.com',
      name: 'Sam New',
      role: 'Admin',
      location: 'Oakville',
    });
  });

  it('Signed-in devices shows device, place and this device; Sign out and Sign out everywhere else call the server', async () => {
    const { w, devices } = world();
    const { user } = await renderApp('/app/profile/devices', w);
    expect(await screen.findByText('(this device)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Firefox on Linux')).toHaveLength(2);
    expect(screen.getAllByText(/10\.0\.0\.7/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^Sign out Firefox on Linux/ }));
    expect(devices.signOut).toHaveBeenCalledWith('there');
    const everywhere = screen.getByRole('button', { name: 'Sign out everywhere else' });
    await vi.waitFor(() => expect(everywhere).toBeEnabled());
    await user.click(everywhere);
    expect(devices.signOutEverywhereElse).toHaveBeenCalledTimes(1);
  });
});
