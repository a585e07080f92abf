import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../support/render-auth';

describe('public routes', () => {
  it.each([
    ['/', 'Welcome To LoyalLoop'],
    ['/home-page', 'Welcome To LoyalLoop'],
    ['/works-for-vendors', 'How LoyalLoop Works for Vendors'],
    ['/how-it-works', 'How LoyalLoop Works for Vendors'],
    ['/get-help', 'Get Help?'],
    ['/coming-soon', 'Coming Soon'],
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/connect-company', 'Connect A Company'],
    ['/header', 'Header preview'],
    ['/mobile-footer', 'Mobile footer preview'],
  ])('%s shows its page', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('an unknown path goes to /home-page', async () => {
    const { history } = await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome To LoyalLoop' }),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/home-page');
  });

  it('/signup goes to vendor sign-up', async () => {
    const { history } = await renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(currentPath(history)).toBe('/auth/register');
  });
});
