import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { currentPath, fakeWorld, renderApp, signedInTokens } from '../support/render-auth';

function signedInWorld() {
  const world = fakeWorld();
  world.session.save(signedInTokens());
  world.extra.set(TOKENS.Clients, {
    list: vi.fn(async () => []),
    page: vi.fn(async () => ({ rows: [], total: 0 })),
    get: vi.fn(() => new Promise(() => undefined)),
  });
  world.extra.set(TOKENS.Transactions, {
    list: vi.fn(async () => []),
    page: vi.fn(async () => ({ rows: [], total: 0 })),
    get: vi.fn(() => new Promise(() => undefined)),
  });
  world.extra.set(TOKENS.Broadcasts, {
    list: vi.fn(async () => ({ rows: [], total: 0, totalCount: 0 })),
    get: vi.fn(() => new Promise(() => undefined)),
  });
  return world;
}

function renderConsoleAt(path: string, world = signedInWorld()) {
  return renderApp(path, world);
}

describe('console shell', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('/app/dashboard redirects to the Overview (a decided departure from docs/product.md §2, docs/architecture.md "The Overview")', async () => {
    const { history } = await renderConsoleAt('/app/dashboard');
    expect(currentPath(history)).toBe('/app/dashboard/overview');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    await screen.findByRole('main');
  });

  it.each(['/app/dashboard/unknown', '/app/dashboard/x/y'])(
    '%s ends on the dashboard (the Overview)',
    async (path) => {
      const { history } = await renderConsoleAt(path);
      expect(currentPath(history)).toBe('/app/dashboard/overview');
    },
  );

  it.each(['/app', '/app/elsewhere', '/app/profile/extra'])(
    '%s is outside /app/dashboard and no page of docs/product.md §2: it goes to /home-page',
    async (path) => {
      const { history } = await renderConsoleAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome To LoyalLoop' }),
      ).toBeInTheDocument();
      expect(currentPath(history)).toBe('/home-page');
    },
  );

  it.each([
    ['/app/dashboard/points', 'Points'],
    ['/app/dashboard/broadcasts', 'Broadcasts'],
    ['/app/dashboard/points/tx-1', 'Points'],
    ['/app/profile', 'Profile'],
  ])('%s shows %s as the page h1', async (path, title) => {
    await renderConsoleAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('marks the current section in the sidebar with aria-current', async () => {
    await renderConsoleAt('/app/dashboard/points/tx-9');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Points' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/dashboard/clients');
    expect(within(nav).getByRole('link', { name: 'Broadcasts' })).toHaveAttribute(
      'href',
      '/app/dashboard/broadcasts',
    );
  });

  it('shows Logged in as with the admin name from the profile', async () => {
    await renderConsoleAt('/app/dashboard/points');
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('Logged in as')).toBeInTheDocument();
  });

  it('links the avatar to /app/profile and has the theme switch', async () => {
    await renderConsoleAt('/app/dashboard/points');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('an avatar photo that does not load falls back to the placeholder', async () => {
    const world = signedInWorld();
    world.profiles.get.mockResolvedValue({ ...(await world.profiles.get('admin-1')), image: '/junk.png' });
    await renderConsoleAt('/app/dashboard/points', world);
    await screen.findByText('Ada Admin');
    const avatar = screen.getByRole('link', { name: 'Profile' }).querySelector('img');
    if (!avatar) throw new Error('no avatar');
    expect(avatar.getAttribute('src')).toBe('/junk.png');
    fireEvent.error(avatar);
    expect(avatar.getAttribute('src')).toBe('/images/avatar-placeholder.svg');
  });

  it('the dropdown offers Change Password (to the reset page) and Logout', async () => {
    const { user } = await renderConsoleAt('/app/dashboard/points');
    const toggle = screen.getByRole('button', { name: 'Account options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('Logout in the dropdown clears the session, says Logged Out Successfully! and goes to login', async () => {
    const world = signedInWorld();
    world.session.rememberEmail({ email: 'admin@loyalloop.demo', expiresAt: Date.now() + 1000 });
    const { user, history } = await renderConsoleAt('/app/dashboard/points', world);
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    const menu = screen.getByRole('link', { name: 'Change Password' }).closest('ul');
    if (!menu) throw new Error('no menu');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.session.read()).toEqual({
      token: null,
      refreshToken: null,
      adminId: null,
      expiresAtMs: null,
    });
    expect(world.session.readRememberedEmail()?.email).toBe('admin@loyalloop.demo');
    expect(world.notifier.success).toHaveBeenCalledWith('Logged Out Successfully!');
  });

  it('Logout ends the session on the server first, while the token is still there to send', async () => {
    const world = signedInWorld();
    const tokenAtCall: (string | null)[] = [];
    world.auth.logout.mockImplementation(async () => {
      tokenAtCall.push(world.session.read().token);
    });
    const { user, history } = await renderConsoleAt('/app/dashboard/points', world);
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    const menu = screen.getByRole('link', { name: 'Change Password' }).closest('ul');
    if (!menu) throw new Error('no menu');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(tokenAtCall).toEqual([expect.any(String)]);
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.session.read().token).toBeNull();
  });

  it('the account menu links to Signed-in devices', async () => {
    const { user } = await renderConsoleAt('/app/dashboard/points');
    await user.click(screen.getByRole('button', { name: 'Account options' }));
    expect(screen.getByRole('link', { name: 'Signed-in devices' })).toHaveAttribute(
      'href',
      '/app/profile/devices',
    );
  });

  it('a Super Admin has Team in the sidebar', async () => {
    await renderConsoleAt('/app/dashboard/points');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(await within(nav).findByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/app/dashboard/team',
    );
  });

  it('an Admin has no Team in the sidebar, and /app/dashboard/team typed in says Not allowed', async () => {
    const world = signedInWorld();
    const profile = await world.profiles.get('admin-1');
    world.profiles.get.mockResolvedValue({ ...profile, role: 'Admin' });
    world.extra.set(TOKENS.Team, { list: vi.fn(async () => []) });
    await renderConsoleAt('/app/dashboard/team', world);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Activity' })).toBeInTheDocument();
  });

  it('the sidebar Logout logs out too', async () => {
    const { user, history, world } = await renderConsoleAt('/app/dashboard/points');
    const sidebar = screen.getByRole('navigation', { name: 'Console' }).parentElement;
    if (!sidebar) throw new Error('no sidebar');
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.success).toHaveBeenCalledWith('Logged Out Successfully!');
  });

  it('the skip link is the first focus stop and leads to the main content', async () => {
    const { user } = await renderConsoleAt('/app/dashboard/points');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('the menu button shows and hides the sidebar, saying so with aria-expanded', async () => {
    const { user } = await renderConsoleAt('/app/dashboard/points');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'console-sidebar');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('console-sidebar')).toHaveClass('sidebar--open');
    await user.click(screen.getByRole('link', { name: 'Broadcasts' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('the top progress bar follows the loading state', async () => {
    const { world } = await renderConsoleAt('/app/dashboard/points');
    const bar = screen.getByTestId('progress-bar');
    expect(bar).not.toHaveClass('progress-bar--active');
    act(() => world.loading.set(true));
    expect(bar).toHaveClass('progress-bar--active');
    act(() => world.loading.set(false));
    expect(bar).not.toHaveClass('progress-bar--active');
  });

  it('without a session the console sends the visitor to /auth/login', async () => {
    const world = signedInWorld();
    world.session.clear();
    const { history } = await renderConsoleAt('/app/dashboard/points', world);
    expect(currentPath(history)).toBe('/auth/login');
  });
});
