import { describe, expect, it } from 'vitest';
import { faqReducer, filterFaq, initialFaq } from '../../../../src/ui/features/site/faq';

const entries = [
  { question: 'How do I earn points?', answer: 'Show your account when you pay.' },
  { question: 'Is it free?', answer: 'Yes, clients never pay to EARN or redeem.' },
  { question: 'What are broadcasts?', answer: 'Messages to subscribed clients.' },
];

describe('FAQ search', () => {
  it.each([
    ['', 3],
    ['   ', 3],
    ['earn', 2],
    ['EARN', 2],
    ['subscribed', 1],
    ['Broadcasts', 1],
    ['nothing like this', 0],
  ])('"%s" matches %i entries in questions or answers, ignoring case', (search, count) => {
    expect(filterFaq(entries, search)).toHaveLength(count);
  });
});

describe('FAQ state', () => {
  it('starts with the first item open, no search and the first category', () => {
    expect(initialFaq).toEqual({ openIndex: 0, search: '', category: 0 });
  });

  it('opening another item closes the open one', () => {
    expect(faqReducer(initialFaq, { type: 'toggle', index: 2 }).openIndex).toBe(2);
  });

  it('clicking the open item closes it', () => {
    expect(faqReducer(initialFaq, { type: 'toggle', index: 0 }).openIndex).toBe(-1); // none open (docs/product.md §4.11)
  });

  it('choosing a category only highlights it', () => {
    const open = faqReducer(initialFaq, { type: 'toggle', index: 2 });
    expect(faqReducer(open, { type: 'category', index: 3 })).toEqual({ ...open, category: 3 });
  });

  it('a new search opens the first result', () => {
    const closed = faqReducer(initialFaq, { type: 'toggle', index: 0 });
    expect(faqReducer(closed, { type: 'search', text: 'earn' })).toMatchObject({
      search: 'earn',
      openIndex: 0,
    });
  });
});
