import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { RedirectIfSignedIn, RequireSession } from '../../../src/ui/session/RequireSession';
import { SessionWatch } from '../../../src/ui/session/SessionWatch';
import { FormDialog } from '../../../src/ui/shared/forms/FormDialog';
import { FormField } from '../../../src/ui/shared/forms/FormField';
import { RequestError } from '../../../src/application/request-error';
import { currentPath, fakeWorld, renderAuth, signedInTokens, tokenExpiringAt } from '../support/render-auth';

/** A miniature of ServicesArea: the watch beside both guarded areas. */
function Areas() {
  return (
    <>
      <SessionWatch />
      <Switch>
        <Route path="/auth/login">
          <RedirectIfSignedIn>
            <h1>Log In</h1>
          </RedirectIfSignedIn>
        </Route>
        <Route path="/auth/reset-password">
          <h1>Reset</h1>
        </Route>
        <Route path="/app/dashboard/clients/CL-1">
          <RequireSession>
            <FormDialog<{ points: string }>
              open
              title="Add Points"
              draft="add"
              onClose={() => undefined}
              onSubmit={async () => undefined}
              submit="Add"
            >
              <FormField name="points" label="Points" />
            </FormDialog>
          </RequireSession>
        </Route>
        <Route path="/app/*?">
          <RequireSession>
            <h1>Console</h1>
          </RequireSession>
        </Route>
      </Switch>
    </>
  );
}

const EXPIRED_MESSAGE = ['Session Expired! Please Login.', { durationMs: 10000, appWide: true }] as const;
const DEACTIVATED_MESSAGE = [
  'This admin account has been deactivated. Ask a Super Admin to reactivate it.',
  { durationMs: 10000, appWide: true },
] as const;

/**
 * The session at `path`: its access token, and its refresh token — none (a session from before renewals),
 * one the server refuses (expired or used), one refused for a deactivated account, or one it renews.
 */
function renderAt(
  path: string,
  token: string | null,
  refresh: 'none' | 'refused' | 'deactivated' | 'renews' = 'none',
) {
  const world = fakeWorld();
  if (token || refresh !== 'none') {
    world.session.save({ ...signedInTokens(), accessToken: token ?? '', refreshToken: 'refresh-0' });
  }
  if (refresh === 'none' && token)
    world.session.save({ ...signedInTokens(), accessToken: token, refreshToken: '' });
  if (refresh === 'refused') {
    world.auth.refresh.mockRejectedValue(
      new RequestError('Sign in again.', { status: 401, notified: false }),
    );
  }
  if (refresh === 'deactivated') {
    const refusal = { type: 'error', message: DEACTIVATED_MESSAGE[0], reason: 'account-deactivated' };
    world.auth.refresh.mockRejectedValue(
      new RequestError(refusal.message, { status: 403, notified: false, response: refusal }),
    );
  }
  return renderAuth(<Areas />, { path, world });
}

describe('route guards and the session watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the console needs a session: without one it goes to /auth/login, silently, saying where to return', () => {
    const { history, world } = renderAt('/app/dashboard/clients/LL100010', null);
    expect(currentPath(history)).toBe('/auth/login');
    expect(history.at(-1)).toBe('/auth/login?next=%2Fapp%2Fdashboard%2Fclients%2FLL100010');
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(world.notifier.error).not.toHaveBeenCalled();
  });

  it('a valid session opens the console', () => {
    renderAt('/app/dashboard/clients', tokenExpiringAt(Date.now() + 60_000));
    expect(screen.getByRole('heading', { name: 'Console' })).toBeInTheDocument();
  });

  it('a valid session at /auth/login goes to /app/dashboard', () => {
    const { history } = renderAt('/auth/login', tokenExpiringAt(Date.now() + 60_000));
    expect(currentPath(history)).toBe('/app/dashboard');
  });

  it('the reset page stays open to a signed-in admin', () => {
    renderAt('/auth/reset-password', tokenExpiringAt(Date.now() + 60_000));
    expect(screen.getByRole('heading', { name: 'Reset' })).toBeInTheDocument();
  });

  it('an expired token at the console clears the tokens, says Session Expired! Please Login. for 10 s, shows login', () => {
    const { history, world } = renderAt('/app/dashboard/points', tokenExpiringAt(Date.now() - 1000));
    act(() => vi.advanceTimersByTime(0));
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.error).toHaveBeenCalledWith(...EXPIRED_MESSAGE);
    expect(world.notifier.error).toHaveBeenCalledTimes(1);
    expect(world.session.read()).toEqual({
      token: null,
      refreshToken: null,
      adminId: null,
      expiresAtMs: null,
    });
  });

  it('under StrictMode (effects run twice) the expiry is still announced once', async () => {
    const world = fakeWorld();
    world.session.save({ ...signedInTokens(), accessToken: tokenExpiringAt(Date.now() - 1000) });
    world.auth.refresh.mockRejectedValue(
      new RequestError('Sign in again.', { status: 401, notified: false }),
    );
    const { history } = renderAuth(
      <StrictMode>
        <Areas />
      </StrictMode>,
      { path: '/app/dashboard', world },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(world.auth.refresh).toHaveBeenCalledOnce();
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.error).toHaveBeenCalledTimes(1);
  });

  it('an expired token at /auth/login is cleared and the form shows', () => {
    const { world } = renderAt('/auth/login', tokenExpiringAt(Date.now() - 1000));
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(world.session.read().token).toBeNull();
  });

  it('a malformed token is treated as absent: cleared, no toast, login', () => {
    const { history, world } = renderAt('/app/dashboard', 'not.a.jwt');
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.session.read().token).toBeNull();
    expect(world.notifier.error).not.toHaveBeenCalled();
  });

  it('ends the session when the token expires while the console is open', () => {
    const { history, world } = renderAt('/app/dashboard/clients', tokenExpiringAt(Date.now() + 5_000));
    act(() => vi.advanceTimersByTime(4_000));
    expect(currentPath(history)).toBe('/app/dashboard/clients');
    act(() => vi.advanceTimersByTime(1_100));
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.error).toHaveBeenCalledWith(...EXPIRED_MESSAGE);
  });

  it('a 401 on a signed-in call ends the session once, however many calls failed', () => {
    const { history, world } = renderAt('/app/dashboard/clients', tokenExpiringAt(Date.now() + 60_000));
    act(() => {
      world.events.raiseExpired();
      world.events.raiseExpired();
    });
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.error).toHaveBeenCalledTimes(1);
    expect(world.notifier.error).toHaveBeenCalledWith(...EXPIRED_MESSAGE);
    expect(world.session.read().token).toBeNull();
  });

  it('a 401 while signed out (on the login form) is no session expiry', () => {
    const { world } = renderAt('/auth/login', null);
    act(() => world.events.raiseExpired());
    expect(world.notifier.error).not.toHaveBeenCalled();
  });

  it('a 401 after the access token was removed from storage in this tab ends the session like an invalid one', () => {
    const { history, world } = renderAt('/app/dashboard/clients', tokenExpiringAt(Date.now() + 60_000));
    // Removed behind the store's back (devtools): this tab hears no storage event.
    world.session.read().token = null;
    act(() => world.events.raiseExpired());
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.error).toHaveBeenCalledExactlyOnceWith(...EXPIRED_MESSAGE);
  });

  it('a lapsed access token with a refresh token is renewed silently: the console stays, no toast', async () => {
    const { history, world } = renderAt(
      '/app/dashboard/clients',
      tokenExpiringAt(Date.now() - 1000),
      'renews',
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(world.auth.refresh).toHaveBeenCalledExactlyOnceWith('refresh-0');
    expect(currentPath(history)).toBe('/app/dashboard/clients');
    expect(screen.getByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(world.notifier.error).not.toHaveBeenCalled();
  });

  it('a missing access token with a refresh token waits for the renewal instead of leaving for login', () => {
    const { history, world } = renderAt('/app/dashboard/clients', null, 'renews');
    expect(currentPath(history)).toBe('/app/dashboard/clients');
    expect(world.auth.refresh).toHaveBeenCalledOnce();
  });

  it('a refused renewal ends the session: Session Expired! Please Login., and login returns to the page', async () => {
    const { history, world } = renderAt(
      '/app/dashboard/clients',
      tokenExpiringAt(Date.now() - 1000),
      'refused',
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(history.at(-1)).toBe('/auth/login?next=%2Fapp%2Fdashboard%2Fclients');
    expect(world.notifier.error).toHaveBeenCalledExactlyOnceWith(...EXPIRED_MESSAGE);
    expect(world.session.read()).toEqual({
      token: null,
      refreshToken: null,
      adminId: null,
      expiresAtMs: null,
    });
  });

  it('a renewal refused because a Super Admin deactivated the account says so, not Session Expired', async () => {
    const { history, world } = renderAt(
      '/app/dashboard/clients',
      tokenExpiringAt(Date.now() - 1000),
      'deactivated',
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(history.at(-1)).toBe('/auth/login?next=%2Fapp%2Fdashboard%2Fclients');
    expect(world.notifier.error).toHaveBeenCalledExactlyOnceWith(...DEACTIVATED_MESSAGE);
  });

  it('a call whose session ended by deactivation tells the admin their account was deactivated', () => {
    const { history, world } = renderAt('/app/dashboard/points', tokenExpiringAt(Date.now() + 60_000));
    act(() => world.events.raiseExpired('deactivated'));
    expect(currentPath(history)).toBe('/auth/login');
    expect(world.notifier.error).toHaveBeenCalledExactlyOnceWith(...DEACTIVATED_MESSAGE);
  });

  it('an active admin is renewed a minute before the access token lapses', async () => {
    const { world } = renderAt('/app/dashboard', tokenExpiringAt(Date.now() + 10 * 60_000), 'renews');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await act(() => vi.advanceTimersByTimeAsync(8 * 60_000 - 1000));
    expect(world.auth.refresh).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(world.auth.refresh).toHaveBeenCalledOnce();
    expect(world.notifier.error).not.toHaveBeenCalled();
  });

  it('an idle admin is not renewed: the token lapses quietly and is renewed at the next activity', async () => {
    const { history, world } = renderAt(
      '/app/dashboard',
      tokenExpiringAt(Date.now() + 10 * 60_000),
      'renews',
    );
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(world.auth.refresh).not.toHaveBeenCalled();
    expect(world.notifier.error).not.toHaveBeenCalled();
    expect(currentPath(history)).toBe('/app/dashboard');
    act(() => window.dispatchEvent(new PointerEvent('pointerdown')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(world.auth.refresh).toHaveBeenCalledOnce();
  });

  it('a session that ends under an open dialog keeps what was typed for the trip through sign-in', async () => {
    const { history, world, user } = renderAt(
      '/app/dashboard/clients/CL-1',
      tokenExpiringAt(Date.now() + 60_000),
    );
    await user.type(screen.getByLabelText('Points'), '250');
    act(() => world.events.raiseExpired());
    expect(history.at(-1)).toBe('/auth/login?next=%2Fapp%2Fdashboard%2Fclients%2FCL-1');
    expect(world.drafts.kept()).toEqual({
      path: '/app/dashboard/clients/CL-1',
      dialog: 'add',
      values: { points: '250' },
    });
  });

  it('signing out in another tab takes this tab to the login form', () => {
    const { history, world } = renderAt('/app/dashboard/clients', tokenExpiringAt(Date.now() + 60_000));
    act(() => {
      world.session.clear();
      world.session.emit();
    });
    expect(currentPath(history)).toBe('/auth/login');
  });

  it('signing in in another tab takes this tab from login to the console', () => {
    const { history, world } = renderAt('/auth/login', null);
    act(() => {
      world.session.save(signedInTokens());
      world.session.emit();
    });
    expect(currentPath(history)).toBe('/app/dashboard');
  });
});
