/** The public site's carousels (docs/product.md §9). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const MOBILE_CAROUSEL_TRANSITION_MS = 500;

/** As docs/product.md §2 lists them, repeats included: they only highlight. */
export const FAQ_CATEGORIES: readonly string[] = [
  'General',
  'Services',
  'Security',
  'Support',
  'Services',
  'Security',
  'Support',
];
