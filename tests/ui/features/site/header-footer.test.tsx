import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublicFooter } from '../../../../src/ui/features/site/layout/PublicFooter';
import { PublicHeader } from '../../../../src/ui/features/site/layout/PublicHeader';
import { FOOTER_LINKS } from '../../../fixtures/site-wording';
import { renderPublic } from '../../support/render-public';

describe('public header', () => {
  it('links Sign Up to /auth/register and Log In to /auth/login', () => {
    renderPublic(<PublicHeader />);
    const bar = screen.getByRole('banner');
    expect(within(bar).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(within(bar).getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/auth/login');
  });

  it('the menu button opens and closes the mobile menu, reporting aria-expanded', async () => {
    const user = userEvent.setup();
    renderPublic(<PublicHeader variant="mobile" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the mobile menu', async () => {
    const user = userEvent.setup();
    renderPublic(<PublicHeader variant="mobile" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('following a link in the mobile menu closes it', async () => {
    const user = userEvent.setup();
    renderPublic(<PublicHeader variant="mobile" />, '/faq');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'About' }),
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the theme toggle swaps the root class and saves the choice', async () => {
    const user = userEvent.setup();
    document.documentElement.className = 'light';
    renderPublic(<PublicHeader />);
    const toggle = screen.getByRole('button', { name: 'Toggle theme' });
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('the theme starts from the saved value', () => {
    localStorage.setItem('theme', 'dark');
    renderPublic(<PublicHeader />);
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('public footer', () => {
  it.each(['responsive', 'laptop', 'mobile'] as const)('the %s footer links every section', (variant) => {
    renderPublic(<PublicFooter variant={variant} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(FOOTER_LINKS);
  });

  it('shows the tagline and the current year', () => {
    renderPublic(<PublicFooter />);
    expect(screen.getByText(/watch, earn, redeem and repeat/i)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} LoyalLoop`))).toBeInTheDocument();
  });
});
