import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FaqPage from '../../../../src/ui/features/site/pages/FaqPage';
import { FAQ_ENTRIES } from '../../../../src/ui/features/site/content/site';
import { FAQ_CATEGORIES } from '../../../fixtures/site-wording';
import { renderPublic } from '../../support/render-public';

const questions = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-controls'));
const expanded = () => screen.queryAllByRole('button', { expanded: true });

describe('FAQ page', () => {
  it('has at least 12 questions, the first one open', () => {
    renderPublic(<FaqPage />, '/faq');
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(12);
    expect(questions().filter((b) => b.hasAttribute('aria-controls'))).toHaveLength(FAQ_ENTRIES.length);
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveTextContent(FAQ_ENTRIES[0]?.question ?? '');
    expect(screen.getByRole('region', { name: FAQ_ENTRIES[0]?.question })).toBeVisible();
  });

  it('opening another question closes the open one', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: 'How do I redeem my points?' }));
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveAccessibleName('How do I redeem my points?');
    expect(screen.getByRole('button', { name: FAQ_ENTRIES[0]?.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('clicking the open question closes it', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: FAQ_ENTRIES[0]?.question }));
    expect(expanded()).toHaveLength(0);
  });

  it('search filters questions and answers ignoring case', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqPage />, '/faq');
    const search = screen.getByPlaceholderText('Search here');
    const shown = () =>
      screen
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-controls'))
        .map((b) => b.textContent);
    await user.type(search, 'BROADCASTS?');
    expect(shown()).toEqual(['What are broadcasts?']);
    // A word found only in an answer.
    await user.clear(search);
    await user.type(search, 'Spam Folder');
    expect(shown()).toEqual(['I did not receive my verification code. What now?']);
  });

  it('shows the empty text when nothing matches', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqPage />, '/faq');
    await user.type(screen.getByPlaceholderText('Search here'), 'zzzz');
    expect(screen.getByText('No results. Try a different keyword.')).toBeInTheDocument();
  });

  it('has the seven categories, which only highlight', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqPage />, '/faq');
    const group = screen.getByRole('group', { name: 'Categories' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(FAQ_CATEGORIES);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    const before = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-controls')).length;
    await user.click(buttons[2] as HTMLElement);
    expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-controls'))).toHaveLength(before);
  });
});
