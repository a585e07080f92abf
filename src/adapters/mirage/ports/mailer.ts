/**
 * The demo sends no email: its code is the one in the demo hint, and a broadcast's emails count as sent
 * (docs/product.md §10.27: the counts move, nothing is mailed). Tests pass a capturing mailer instead.
 */
import type { Mailer } from '../../../backend/ports';

export const silentMailer: Mailer = {
  send: async () => undefined,
  deliver: async () => ({ status: 'sent', error: null }),
};
