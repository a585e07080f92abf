import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProfiles, Notifier } from '../../../../src/application/ports';
import { RequestError } from '../../../../src/application/request-error';
import { TOKENS } from '../../../../src/application/tokens';
import { CURRENT_PASSWORD_MISSING } from '../../../../src/application/use-cases/change-password';
import { MESSAGES } from '../../../../src/domain/messages';
import {
  ChangePasswordForm,
  PASSWORD_CHANGED_TOAST,
} from '../../../../src/ui/features/profile/ChangePasswordForm';
import { deferred, provide, renderConsole } from '../../support/render-console';

function setup(changePassword: AdminProfiles['changePassword']) {
  const profiles: AdminProfiles = {
    get: vi.fn(),
    uploadImage: vi.fn(),
    changePassword: vi.fn(changePassword),
  };
  const notifier: Notifier = { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() };
  const view = renderConsole(<ChangePasswordForm />, {
    path: '/app/profile',
    services: [provide(TOKENS.AdminProfiles, profiles), provide(TOKENS.Notifier, notifier)],
  });
  return { ...view, profiles, notifier };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

async function fill(user: ReturnType<typeof setup>['user'], current: string, next: string, confirm = next) {
  await user.type(field('Current Password'), current);
  await user.type(field('New Password'), next);
  await user.type(field('Confirm New Password'), confirm);
}

describe('the Profile page’s Change password form', () => {
  it('sends the current and the new password, shows it pending, then says so and empties the fields', async () => {
    const answer = deferred<undefined>();
    const { user, profiles, notifier } = setup(() => answer.promise);
    await fill(user, 'Demo@1234', 'Harbour#Lights26');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(profiles.changePassword).toHaveBeenCalledWith({
      currentPassword: 'Demo@1234',
      newPassword: 'Harbour#Lights26',
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer.resolve(undefined);
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith(PASSWORD_CHANGED_TOAST));
    await waitFor(() => expect(field('Current Password')).toHaveValue(''));
    expect(field('New Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save New Password' })).toBeEnabled();
  });

  it('a refusal shows the server’s words and keeps what was typed', async () => {
    const refused = new RequestError('The current password is not right.', {
      status: 400,
      notified: false,
      response: { type: 'error', message: 'The current password is not right.' },
    });
    const { user, notifier } = setup(async () => {
      throw refused;
    });
    await fill(user, 'Wrong@1234', 'Harbour#Lights26');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right.');
    expect(field('Current Password')).toHaveValue('Wrong@1234');
    expect(field('New Password')).toHaveValue('Harbour#Lights26');
    expect(field('Confirm New Password')).toHaveValue('Harbour#Lights26');
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('checks what it can before sending: the current password, the rules, the confirmation', async () => {
    const { user, profiles } = setup(async () => undefined);
    await user.type(field('New Password'), 'weakpass');
    await user.type(field('Confirm New Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText(CURRENT_PASSWORD_MISSING)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordUppercase)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(profiles.changePassword).not.toHaveBeenCalled();
  });
});
