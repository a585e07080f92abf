import type { Client } from '../../domain/entities';
import type { UnsubscribeOutcome } from '../../domain/email-consent';

/** Broadcasts by email (docs/product.md §10.27): a client's consent as an admin sets it, and the email's link. */
export interface EmailConsents {
  /** Sets the client's consent (yes or no, dated now, from an admin); answers the client as saved. */
  set(clientId: string, emailConsent: boolean): Promise<Client>;
  /** The unsubscribe link's call, without signing in. */
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
}
