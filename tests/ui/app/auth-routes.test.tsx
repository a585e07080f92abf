import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import AuthRoutes from '../../../src/ui/app/routes/AuthArea';
import { currentPath, fakeWorld, renderAuth, signedInTokens } from '../support/render-auth';

function renderAt(path: string, signedIn = false) {
  const world = fakeWorld();
  if (signedIn) world.session.save(signedInTokens());
  // As in ServicesArea: the console is another area beside the auth routes.
  return renderAuth(
    <Switch>
      <Route path="/auth/*?" component={AuthRoutes} />
      <Route path="/app/*?">
        <h1>Console</h1>
      </Route>
    </Switch>,
    { path, world },
  );
}

describe('auth routes', () => {
  it('/auth/login shows the login form in the auth layout with the login image', () => {
    renderAt('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /admin/i });
    expect(image).toHaveAttribute('src', '/images/login-illustration.svg');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('/auth/register shows vendor sign-up in the same layout', () => {
    renderAt('/auth/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /admin/i })).toHaveAttribute(
      'src',
      '/images/login-illustration.svg',
    );
  });

  it.each(['/auth/login', '/auth/register'])('%s sends a signed-in admin to /app/dashboard', (path) => {
    const { history } = renderAt(path, true);
    expect(currentPath(history)).toBe('/app/dashboard');
  });

  it('/auth/reset-password stays open to a signed-in admin', () => {
    renderAt('/auth/reset-password', true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enter Your Email for Password Reset' }),
    ).toBeInTheDocument();
  });

  it('/auth goes to the login form and an unknown /auth path to /home-page', () => {
    expect(currentPath(renderAt('/auth').history)).toBe('/auth/login');
  });

  it('an unknown path under /auth goes to /home-page', () => {
    expect(currentPath(renderAt('/auth/nowhere').history)).toBe('/home-page');
  });

  it('the skip link leads to the main content', () => {
    renderAt('/auth/login');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
