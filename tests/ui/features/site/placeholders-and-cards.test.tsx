import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ClientsHomePage from '../../../../src/ui/features/site/pages/ClientsHomePage';
import WelcomePage from '../../../../src/ui/features/site/pages/WelcomePage';
import { renderPublic } from '../../support/render-public';

describe('the welcome page’s audience cards', () => {
  it.each([
    ['Clients', '/home-page-clients'],
    ['Vendors', '/home-page-vendors'],
  ])('%s is a link named by the text it shows (WCAG 2.5.3, label in name), to %s', (name, href) => {
    renderPublic(<WelcomePage />);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAccessibleName(link.textContent ?? '');
  });
});

describe('the store badges', () => {
  it('are placeholder links that point nowhere (docs/product.md §2)', async () => {
    const { history } = renderPublic(<ClientsHomePage />, '/home-page-clients');
    const badges = within(screen.getByRole('list', { name: 'Mobile apps' }));
    for (const store of ['App Store', 'Google Play']) {
      const badge = badges.getByRole('link', { name: `Coming soon on ${store}` });
      expect(badge).toHaveAttribute('href', '#');
      await userEvent.click(badge);
    }
    expect(history).toEqual(['/home-page-clients']);
  });
});
