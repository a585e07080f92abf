import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../../../../src/ui/features/vendor-sign-up/RegisterForm';
import { renderPublic } from '../../support/render-public';

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderPublic(<RegisterForm pending={false} onSubmit={onSubmit} />, '/auth/register');
  const submit = () => screen.getByRole('button', { name: 'Sign Up' });
  return { user, onSubmit, submit };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Maya Chen');
  await user.type(screen.getByLabelText('Email Address'), 'maya@bean.example');
  await user.selectOptions(screen.getByLabelText('Country'), 'Ireland');
}

describe('vendor sign-up form', () => {
  it('offers the five countries', () => {
    setup();
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Country').options).map(
      (o) => o.value,
    );
    expect(options.filter(Boolean)).toEqual(['Canada', 'USA', 'India', 'Ireland', 'UK']);
  });

  it('links the Terms of Service and the Privacy Policy', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the required messages of each field once left empty', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Full Name'));
    await user.click(screen.getByLabelText('Email Address'));
    await user.click(screen.getByLabelText('Country'));
    await user.tab();
    expect(screen.getByText('Full name is required!')).toBeInTheDocument();
    expect(screen.getByText('Email is required!')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['<script>@x.com', 'test@x.com.'])(
    'refuses %s with the one email rule and its message, and stays disabled',
    async (email) => {
      const { user, submit } = setup();
      await fillAll(user);
      await user.clear(screen.getByLabelText('Email Address'));
      await user.type(screen.getByLabelText('Email Address'), email);
      await user.click(screen.getByRole('checkbox'));
      await user.tab();
      expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
        'Enter a valid email address!',
      );
      expect(submit()).toBeDisabled();
    },
  );

  it('submit stays disabled until every field is filled and the terms are ticked', async () => {
    const { user, submit } = setup();
    expect(submit()).toBeDisabled();
    await fillAll(user);
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Full Name'));
    expect(submit()).toBeDisabled();
  });

  it('a blank name counts as missing', async () => {
    const { user, submit } = setup();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), '   ');
    expect(submit()).toBeDisabled();
  });

  it('sends name, email and the country as location', async () => {
    const { user, submit, onSubmit } = setup();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Maya Chen',
      email: 'maya@bean.example',
      location: 'Ireland',
    });
  });
});
