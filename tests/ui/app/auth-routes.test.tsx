import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { currentPath, fakeWorld, renderApp, signedInTokens } from '../support/render-auth';

function renderAt(path: string, signedIn = false) {
  const world = fakeWorld();
  world.extra.set(TOKENS.Clients, { list: vi.fn(async () => []), get: vi.fn() });
  if (signedIn) world.session.save(signedInTokens());
  return renderApp(path, world);
}

describe('auth routes', () => {
  it('/auth/login shows the login form in the auth layout with the login image', async () => {
    await renderAt('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /admin/i });
    expect(image).toHaveAttribute('src', '/images/login-illustration.svg');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('/auth/register shows vendor sign-up in the same layout', async () => {
    await renderAt('/auth/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /admin/i })).toHaveAttribute(
      'src',
      '/images/login-illustration.svg',
    );
  });

  it.each(['/auth/login', '/auth/register'])('%s sends a signed-in admin to /app/dashboard', async (path) => {
    const { history } = await renderAt(path, true);
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(currentPath(history)).toBe('/app/dashboard/overview');
  });

  it('/auth/reset-password stays open to a signed-in admin', async () => {
    await renderAt('/auth/reset-password', true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter Your Email for Password Reset' }),
    ).toBeInTheDocument();
  });

  it.each(['/auth', '/auth/nowhere'])(
    '%s is no page of docs/product.md §2: it goes to /home-page',
    async (path) => {
      const { history } = await renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome To LoyalLoop' }),
      ).toBeInTheDocument();
      expect(currentPath(history)).toBe('/home-page');
    },
  );

  it('the skip link leads to the main content', async () => {
    await renderAt('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
