/**
 * What an unsubscribe link's outcome says (docs/product.md §10.27): apart from email-consent.ts, which every
 * client page loads, as only the unsubscribe page and the server need these words.
 */
import type { UnsubscribeOutcome } from './email-consent';

/** What an unsubscribe says, by outcome: the server's answer and the page the link opens use the same words. */
export const UNSUBSCRIBE_MESSAGES: Record<UnsubscribeOutcome, string> = {
  unsubscribed: 'You are unsubscribed: no more broadcasts will be emailed to you.',
  'already-unsubscribed': 'You were already unsubscribed: no broadcasts are emailed to you.',
};
