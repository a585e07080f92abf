import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoBackend, Notifier, VendorRegistration } from '../../../../src/application/ports';
import { RequestError } from '../../../../src/application/request-error';
import type { ServiceLocator } from '../../../../src/application/ports/service-locator';
import { TOKENS, type Token } from '../../../../src/application/tokens';
import { ServicesContext } from '../../../../src/ui/shared/hooks/useService';
import RegisterPage from '../../../../src/ui/features/vendor-sign-up/RegisterPage';
import { renderPublic } from '../../support/render-public';

function setup(overrides: Partial<VendorRegistration> = {}) {
  const registration: VendorRegistration = {
    register: vi.fn(async () => ({ adminId: 'a-1', attemptId: 't-1' })),
    resendCode: vi.fn(async () => ({ attemptId: 't-2' })),
    verifyCode: vi.fn(async () => undefined),
    ...overrides,
  };
  const notifier: Notifier = { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() };
  const demo: DemoBackend = {
    enabled: true,
    credentials: { email: 'admin@loyalloop.demo', password: 'Demo@1234', code: '1234' },
    reset: vi.fn(async () => undefined),
  };
  const services = new Map<symbol, unknown>([
    [TOKENS.VendorRegistration, registration],
    [TOKENS.Notifier, notifier],
    [TOKENS.DemoBackend, demo],
  ]);
  const locator: ServiceLocator = { get: <T,>(token: Token<T>) => services.get(token) as T };
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderPublic(
    <ServicesContext.Provider value={locator}>
      <RegisterPage />
    </ServicesContext.Provider>,
    '/auth/register',
  );
  return { ...view, user, registration, notifier };
}

async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Maya Chen');
  await user.type(screen.getByLabelText('Email Address'), 'maya@bean.example');
  await user.selectOptions(screen.getByLabelText('Country'), 'UK');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByRole('heading', { name: 'Verify Your Email' });
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const [first] = screen.getAllByRole('textbox');
  if (!first) throw new Error('no code boxes');
  await user.click(first);
  await user.keyboard(`${code}{Enter}`);
}

describe('vendor sign-up page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('in demo mode the code step shows the demo code, but not the admin account', async () => {
    const { user } = setup();
    await register(user);
    const hint = screen.getByRole('complementary', { name: 'Demo account' });
    expect(hint).toHaveTextContent('1234');
    expect(hint).not.toHaveTextContent('Demo@1234');
    expect(hint).not.toHaveTextContent('admin@loyalloop.demo');
  });

  it('sends the form, verifies the code as a number, then goes to /connect-company after 60 s', async () => {
    const { user, registration, history } = setup();
    await register(user);
    expect(registration.register).toHaveBeenCalledWith({
      name: 'Maya Chen',
      email: 'maya@bean.example',
      location: 'UK',
    });
    await enterCode(user, '1234');
    await screen.findByRole('heading', { name: 'Registration Successful!' });
    expect(registration.verifyCode).toHaveBeenCalledWith({ adminId: 'a-1', attemptId: 't-1', otp: 1234 });
    expect(screen.getByRole('link', { name: 'Next - Connect A Company' })).toHaveAttribute(
      'href',
      '/connect-company',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(history.at(-1)).toBe('/auth/register');
    act(() => vi.advanceTimersByTime(1_000));
    expect(history.at(-1)).toBe('/connect-company');
  });

  it('a refused code shows Invalid OTP, please try again and stays on the code step', async () => {
    const { user, notifier } = setup({ verifyCode: vi.fn(async () => Promise.reject(new Error(''))) });
    await register(user);
    await enterCode(user, '9999');
    expect(notifier.error).toHaveBeenCalledWith('Invalid OTP, please try again');
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
  });

  it('a failed resend shows Failed to resend OTP', async () => {
    const { user, notifier } = setup({ resendCode: vi.fn(async () => Promise.reject(new Error('down'))) });
    await register(user);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: /resend/i }));
    expect(notifier.error).toHaveBeenCalledWith('Failed to resend OTP');
  });

  it('a failed registration keeps what was typed', async () => {
    const { user } = setup({
      register: vi.fn(async () => Promise.reject(new Error('Email already registered'))),
    });
    await user.type(screen.getByLabelText('Full Name'), 'Maya Chen');
    await user.type(screen.getByLabelText('Email Address'), 'maya@bean.example');
    await user.selectOptions(screen.getByLabelText('Country'), 'UK');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Maya Chen');
    expect(screen.getByLabelText('Country')).toHaveValue('UK');
  });

  // The boxes keep digits only: a typed letter leaves a short code.
  it.each([
    ['123', 'Please enter all 4 digits of OTP'],
    ['12a4', 'Please enter all 4 digits of OTP'],
  ])('a code of %s shows %s and sends nothing', async (code, message) => {
    const { user, notifier, registration } = setup();
    await register(user);
    await enterCode(user, code);
    expect(notifier.error).toHaveBeenCalledWith(message);
    expect(registration.verifyCode).not.toHaveBeenCalled();
  });

  it("a refused code shows the server's message when it has one", async () => {
    const refused = new RequestError('OTP expired', {
      status: 400,
      notified: false,
      response: { message: 'OTP expired' },
    });
    const { user, notifier } = setup({ verifyCode: vi.fn(async () => Promise.reject(refused)) });
    await register(user);
    await enterCode(user, '1234');
    expect(notifier.error).toHaveBeenCalledWith('OTP expired');
  });

  it("a code locked after five wrong tries shows the server's message and offers Resend at once", async () => {
    const locked = new RequestError('Too many wrong codes. Please request a new code and try again.', {
      status: 429,
      notified: false,
      response: { message: 'Too many wrong codes. Please request a new code and try again.' },
    });
    const { user, notifier, registration } = setup({ verifyCode: vi.fn(async () => Promise.reject(locked)) });
    await register(user);
    await enterCode(user, '1111');
    expect(notifier.error).toHaveBeenCalledWith(
      'Too many wrong codes. Please request a new code and try again.',
    );
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(registration.resendCode).toHaveBeenCalledWith({ adminId: 'a-1', attemptId: 't-1' });
  });

  it('back from the code step shows the form as it was typed, terms ticked', async () => {
    const { user } = setup();
    await register(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Maya Chen');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('shows the resend countdown as mm:ss and keeps nothing in the admin session', async () => {
    const { user } = setup();
    await register(user);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    await enterCode(user, '1234');
    await screen.findByRole('heading', { name: 'Registration Successful!' });
    expect(localStorage.getItem('admin-token')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });
});
