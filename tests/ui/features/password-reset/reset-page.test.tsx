import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../src/application/request-error';
import ResetPasswordPage from '../../../../src/ui/features/password-reset/ResetPasswordPage';
import { currentPath, fakeWorld, renderAuth, signedInTokens } from '../../support/render-auth';

function renderReset(world = fakeWorld()) {
  return renderAuth(<ResetPasswordPage />, { path: '/auth/reset-password', world });
}

type User = ReturnType<typeof renderReset>['user'];

async function toNewPassword(user: User) {
  await user.type(screen.getByLabelText('Email'), 'admin@loyalloop.demo');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Digit 1 of 4');
  await user.keyboard('1234{Enter}');
  await screen.findByLabelText('New Password');
}

describe('password reset page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with Enter Your Email for Password Reset and requires the email', async () => {
    const { user, world } = renderReset();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enter Your Email for Password Reset' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email is required!')).toBeInTheDocument();
    expect(world.auth.requestResetCode).not.toHaveBeenCalled();
  });

  it('refuses an address the one email rule refuses, with its message, and sends nothing', async () => {
    const { user, world } = renderReset();
    await user.type(screen.getByLabelText('Email'), 'test@x.com.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address!');
    expect(world.auth.requestResetCode).not.toHaveBeenCalled();
  });

  it('prefills the email from the profile of a signed-in admin', async () => {
    const world = fakeWorld();
    world.session.save(signedInTokens());
    renderReset(world);
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('admin@loyalloop.demo'));
    expect(world.profiles.get).toHaveBeenCalledWith('admin-1', expect.any(AbortSignal));
  });

  it('does not load a profile without a valid session', () => {
    const world = fakeWorld();
    world.session.save({ ...signedInTokens(), accessToken: 'not-a-jwt' });
    renderReset(world);
    expect(world.profiles.get).not.toHaveBeenCalled();
  });

  it('goes email → code → new password → Password Changed!, ending the session, then login after 5 s', async () => {
    const world = fakeWorld();
    world.session.save(signedInTokens());
    const { user, history } = renderReset(world);
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('admin@loyalloop.demo'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Digit 1 of 4');
    expect(screen.getByText('admin@loyalloop.demo', { selector: 'strong' }).parentElement).toHaveTextContent(
      /^We sent a 4-digit code to admin@loyalloop\.demo\.$/,
    );
    expect(world.auth.requestResetCode).toHaveBeenCalledWith('admin@loyalloop.demo');
    await user.keyboard('0123{Enter}');
    await screen.findByLabelText('New Password');
    expect(world.auth.verifyResetCode).toHaveBeenCalledWith({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
      otp: 123,
    });
    await user.type(screen.getByLabelText('New Password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Changed!' })).toBeInTheDocument();
    expect(world.auth.resetPassword).toHaveBeenCalledWith({
      adminId: 'admin-1',
      resetToken: 'reset-1',
      newPassword: 'Fresh@2026',
    });
    expect(world.session.read().token).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('5 s');
    act(() => vi.advanceTimersByTime(4_000));
    expect(currentPath(history)).toBe('/auth/reset-password');
    act(() => vi.advanceTimersByTime(1_000));
    expect(currentPath(history)).toBe('/auth/login');
  });

  it('Back to Login goes at once', async () => {
    const { user, history } = renderReset();
    await toNewPassword(user);
    await user.type(screen.getByLabelText('New Password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(currentPath(history)).toBe('/auth/login');
  });

  it.each([
    ['', 'Password is required!'],
    ['Ab@1', 'Password must contain 8 characters!'],
    ['abcdefg@1', 'Password must include at least one uppercase letter!'],
    ['Abcdefgh1', 'Password must include at least one special character!'],
    ['Abcdefg@h', 'Password must include at least one number'],
  ])('a new password of %j shows %s and sends nothing', async (password, message) => {
    const { user, world } = renderReset();
    await toNewPassword(user);
    if (password) await user.type(screen.getByLabelText('New Password'), password);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(world.auth.resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'Confirm Password is Required!'],
    ['Other@2026', 'Password & Confirm Password should match!'],
  ])('a confirmation of %j shows %s', async (confirm, message) => {
    const { user } = renderReset();
    await toNewPassword(user);
    await user.type(screen.getByLabelText('New Password'), 'Fresh@2026');
    if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('the strength bar fills 20 % a point and turns green above 4', async () => {
    const { user } = renderReset();
    await toNewPassword(user);
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    await user.type(screen.getByLabelText('New Password'), 'A1');
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(bar).not.toHaveClass('strength__track--strong');
    await user.type(screen.getByLabelText('New Password'), '!');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveClass('strength__track--strong');
  });

  it('lists the password rules in a tooltip', async () => {
    const { user } = renderReset();
    await toNewPassword(user);
    await user.click(screen.getByRole('button', { name: 'Password rules' }));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('At least 8 characters');
    expect(tip).toHaveTextContent('uppercase');
    expect(tip).toHaveTextContent('!@#$%^&*(),.?":{}|<>');
    expect(tip).toHaveTextContent('number');
  });

  it('a failed reset keeps the typed password on the form', async () => {
    const world = fakeWorld();
    world.auth.resetPassword.mockRejectedValue(new Error('expired'));
    const { user } = renderReset(world);
    await toNewPassword(user);
    await user.type(screen.getByLabelText('New Password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(screen.getByLabelText('New Password')).toHaveValue('Fresh@2026');
  });

  it('the new-password fields suggest new passwords to password managers', async () => {
    const { user } = renderReset();
    await toNewPassword(user);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('after five wrong codes (429) Resend is offered at once, for a new reset code', async () => {
    const world = fakeWorld();
    world.auth.verifyResetCode.mockRejectedValue(
      new RequestError('Too many wrong codes.', { status: 429, notified: true }),
    );
    const { user } = renderReset(world);
    await user.type(screen.getByLabelText('Email'), 'admin@loyalloop.demo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Digit 1 of 4');
    await user.keyboard('1111{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(world.auth.requestResetCode).toHaveBeenCalledTimes(2);
    expect(world.auth.requestResetCode).toHaveBeenLastCalledWith('admin@loyalloop.demo');
  });

  it('shows the demo hint on the email and code steps', async () => {
    const { user } = renderReset();
    expect(screen.getByRole('complementary', { name: 'Demo account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@loyalloop.demo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Digit 1 of 4');
    expect(screen.getByRole('complementary', { name: 'Demo account' })).toBeInTheDocument();
  });
});
