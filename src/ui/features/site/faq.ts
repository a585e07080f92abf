/** FAQ page state of docs/product.md §4: open item (-1 for none), search text, selected category. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqState {
  openIndex: number;
  search: string;
  category: number;
}

export type FaqAction =
  { type: 'toggle'; index: number } | { type: 'search'; text: string } | { type: 'category'; index: number };

/** docs/product.md §4.11: the open item's index, -1 for none. */
const NO_OPEN_ITEM = -1;

export const initialFaq: FaqState = { openIndex: 0, search: '', category: 0 };

/** Questions and answers containing the search text, ignoring case; blank search keeps all. */
export function filterFaq<T extends FaqEntry>(entries: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...entries];
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}

export function faqReducer(state: FaqState, action: FaqAction): FaqState {
  switch (action.type) {
    case 'toggle':
      // One open at a time; clicking the open item closes it.
      return { ...state, openIndex: state.openIndex === action.index ? NO_OPEN_ITEM : action.index };
    case 'search':
      // A new result list starts with its first item open, as the page does on arrival.
      return { ...state, search: action.text, openIndex: 0 };
    case 'category':
      // Categories only highlight (docs/product.md §2): the list and the open item stay as they are.
      return { ...state, category: action.index };
  }
}
