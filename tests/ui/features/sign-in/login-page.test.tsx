import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../src/application/request-error';
import LoginPage from '../../../../src/ui/features/sign-in/LoginPage';
import { currentPath, deferred, fakeWorld, renderAuth, renderOnServer } from '../../support/render-auth';

const DAY = 24 * 60 * 60 * 1000;

function renderLogin(world = fakeWorld(), path = '/auth/login') {
  return renderAuth(<LoginPage />, { path, world });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], email = 'admin@loyalloop.demo') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Demo@1234');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows Email is required! and Password is Required! under the empty fields and sends nothing', async () => {
    const { user, world } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email is required!')).toBeInTheDocument();
    expect(screen.getByText('Password is Required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required!');
    expect(world.auth.requestLoginCode).not.toHaveBeenCalled();
  });

  it('signs in with the code, stores the session and goes to /app/dashboard', async () => {
    const { user, world, history } = renderLogin();
    await fillAndSubmit(user);
    expect(world.auth.requestLoginCode).toHaveBeenCalledWith({
      email: 'admin@loyalloop.demo',
      password: 'Demo@1234',
    });
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText('admin@loyalloop.demo', { selector: 'strong' }).parentElement).toHaveTextContent(
      /^We sent a 4-digit code to admin@loyalloop\.demo\.$/,
    );
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveFocus();
    await user.keyboard('1234{Enter}');
    await vi.waitFor(() => expect(currentPath(history)).toBe('/app/dashboard'));
    expect(world.auth.verifyLoginCode).toHaveBeenCalledWith({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
      otp: 1234,
      rememberMe: false,
    });
    expect(world.session.read().adminId).toBe('admin-1');
  });

  it('refuses an address the one email rule refuses, with its message, and sends nothing', async () => {
    const { user, world } = renderLogin();
    await fillAndSubmit(user, '<script>@x.com');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address!');
    expect(world.auth.requestLoginCode).not.toHaveBeenCalled();
  });

  it('a deep link opened signed out is where sign-in leads', async () => {
    const { user, history } = renderLogin(
      fakeWorld(),
      '/auth/login?next=%2Fapp%2Fdashboard%2Fclients%2FLL100010',
    );
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    await user.keyboard('1234{Enter}');
    await vi.waitFor(() => expect(history.at(-1)).toBe('/app/dashboard/clients/LL100010'));
  });

  it('a return path to another origin is refused: sign-in goes to the dashboard (no open redirect)', async () => {
    const { user, history } = renderLogin(fakeWorld(), '/auth/login?next=%2F%2Fevil.com%2Fapp');
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    await user.keyboard('1234{Enter}');
    await vi.waitFor(() => expect(history.at(-1)).toBe('/app/dashboard'));
  });

  it('remember-me stores the email for 7 days', async () => {
    const { user, world, history } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@loyalloop.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByLabelText('Digit 1 of 4');
    const before = Date.now();
    await user.keyboard('1234{Enter}');
    await vi.waitFor(() => expect(currentPath(history)).toBe('/app/dashboard'));
    const remembered = world.session.readRememberedEmail();
    expect(remembered?.email).toBe('admin@loyalloop.demo');
    expect(remembered?.expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(remembered?.expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });

  it('prefills a remembered email while its expiry is in the future', () => {
    const world = fakeWorld();
    world.session.rememberEmail({ email: 'kept@loyalloop.demo', expiresAt: Date.now() + DAY });
    renderLogin(world);
    expect(screen.getByLabelText('Email')).toHaveValue('kept@loyalloop.demo');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('does not prefill a remembered email whose 7 days have passed, and forgets it', () => {
    const world = fakeWorld();
    world.session.rememberEmail({ email: 'old@loyalloop.demo', expiresAt: Date.now() - 1 });
    renderLogin(world);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(world.session.readRememberedEmail()).toBeNull();
  });

  it('writes nothing to storage while rendering: the expired email is forgotten after, not during, a render', () => {
    const world = fakeWorld();
    world.session.rememberEmail({ email: 'old@loyalloop.demo', expiresAt: Date.now() - 1 });
    const forget = vi.spyOn(world.session, 'forgetEmail');
    const html = renderOnServer(<LoginPage />, { path: '/auth/login', world });
    expect(html).toContain('Log In');
    expect(forget).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a named button', async () => {
    const { user } = renderLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('has its own document title (docs/architecture.md, "Console conventions")', () => {
    renderLogin();
    expect(document.title).toBe('Sign in · LoyalLoop');
  });

  it('links Forgot Password? to the reset page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
  });

  it('disables Log In while the request is pending', async () => {
    const world = fakeWorld();
    const pending = deferred<{ adminId: string; attemptId: string }>();
    world.auth.requestLoginCode.mockImplementation(() => pending.promise);
    const { user } = renderLogin(world);
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: /logging in/i })).toBeDisabled();
  });

  it('a refused password keeps what was typed and adds no message of its own', async () => {
    const world = fakeWorld();
    world.auth.requestLoginCode.mockRejectedValue(new Error('Invalid credentials'));
    const { user } = renderLogin(world);
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@loyalloop.demo');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo@1234');
    expect(world.notifier.error).not.toHaveBeenCalled();
  });

  // The boxes keep digits only, so a typed letter leaves a short code: the non-numeric message of
  // docs/product.md §5 can no longer be reached by typing; the code step's own test keeps it.
  it.each([
    ['123', 'Please enter all 4 digits of OTP'],
    ['12a4', 'Please enter all 4 digits of OTP'],
  ])('a code of %s shows %s as an error toast and sends nothing', async (code, message) => {
    const { user, world } = renderLogin();
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    await user.keyboard(`${code}{Enter}`);
    expect(world.notifier.error).toHaveBeenCalledWith(message);
    expect(world.auth.verifyLoginCode).not.toHaveBeenCalled();
  });

  it('counts down as mm:ss, offers Resend at zero, and a resend restarts at 01:00', async () => {
    const { user, world } = renderLogin();
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(world.auth.requestLoginCode).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('01:00'));
  });

  it('after five wrong codes the server locks the code (429): Resend is offered at once', async () => {
    const world = fakeWorld();
    world.auth.verifyLoginCode.mockRejectedValue(
      new RequestError('Too many wrong codes.', { status: 429, notified: true }),
    );
    const { user } = renderLogin(world);
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await user.keyboard('1111{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(world.auth.requestLoginCode).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('01:00'));
  });

  it('a refused password, then the right one: its error toast is taken down when the code screen shows (docs/architecture.md, "Console conventions")', async () => {
    const world = fakeWorld();
    world.auth.requestLoginCode.mockRejectedValueOnce(
      new RequestError('Invalid email or password.', { status: 401, notified: true }),
    );
    const { user } = renderLogin(world);
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(world.notifier.dismissErrors).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByLabelText('Digit 1 of 4');
    expect(world.notifier.dismissErrors).toHaveBeenCalled();
  });

  it('after a wrong code, retyping from the first box replaces every digit, same digits included (docs/architecture.md, "Console conventions")', async () => {
    const world = fakeWorld();
    world.auth.verifyLoginCode.mockRejectedValueOnce(
      new RequestError('Invalid OTP', { status: 400, notified: true }),
    );
    const { user } = renderLogin(world);
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    await user.keyboard('1294{Enter}');
    await vi.waitFor(() => expect(world.auth.verifyLoginCode).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    await user.click(screen.getByLabelText('Digit 1 of 4'));
    await user.keyboard('1234');
    const boxes = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(world.auth.verifyLoginCode).toHaveBeenCalledTimes(2));
    expect(world.auth.verifyLoginCode).toHaveBeenLastCalledWith({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
      otp: 1234,
      rememberMe: false,
    });
  });

  it('back from the code step shows the form with what was typed', async () => {
    const { user } = renderLogin();
    await fillAndSubmit(user);
    await screen.findByLabelText('Digit 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@loyalloop.demo');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo@1234');
  });

  it('in demo mode shows the demo account, the code and Reset demo data', async () => {
    const { user, world } = renderLogin();
    const hint = screen.getByRole('complementary', { name: 'Demo account' });
    expect(hint).toHaveTextContent('admin@loyalloop.demo');
    expect(hint).toHaveTextContent('Demo@1234');
    expect(hint).toHaveTextContent('1234');
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(world.demo.reset).toHaveBeenCalled();
  });

  it('shows no demo hint against a real backend', () => {
    const world = fakeWorld();
    world.demo = { ...world.demo, enabled: false, credentials: null };
    renderLogin(world);
    expect(screen.queryByRole('complementary', { name: 'Demo account' })).not.toBeInTheDocument();
  });
});
