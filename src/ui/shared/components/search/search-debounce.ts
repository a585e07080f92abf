/** How long the search box waits after the last keystroke before it searches (docs/product.md §9). */
export const SEARCH_DEBOUNCE_MS = 300;
