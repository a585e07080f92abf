import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { PublicRoutes } from '../../../src/ui/app/routes/SiteArea';
import { renderPublic } from '../support/render-public';

function AppLike() {
  return (
    <Switch>
      <Route path="/auth/register">
        <h1>Register stand-in</h1>
      </Route>
      <Route>
        <PublicRoutes />
      </Route>
    </Switch>
  );
}

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
  ])('%s shows its page', async (path, heading) => {
    renderPublic(<AppLike />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('an unknown path goes to /home-page', async () => {
    const { history } = renderPublic(<AppLike />, '/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome To LoyalLoop' }),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/home-page');
  });

  it('/signup goes to vendor sign-up', async () => {
    const { history } = renderPublic(<AppLike />, '/signup');
    expect(await screen.findByRole('heading', { name: 'Register stand-in' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/auth/register');
  });
});
