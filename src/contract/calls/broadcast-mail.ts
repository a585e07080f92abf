/** Broadcasts by email (docs/product.md §10.27): a client's consent, and the unsubscribe link's call. */
import { answers, jsonBody, NO_BODY, type Call } from '../call';
import { body, query } from '../fields';
import { ClientSchema } from '../shapes';
import { fields, oneOf } from '../schema';
import { UNSUBSCRIBE_OUTCOMES } from '../../domain/email-consent';

export const setEmailConsent = {
  name: 'setEmailConsent',
  verb: 'PUT',
  path: 'admin/view-client/:id/email-consent',
  caller: 'admin',
  request: jsonBody({
    emailConsent: body.yesNo({ description: 'Whether the client agrees to broadcasts by email.' }),
  }),
  answer: answers(fields({ client: ClientSchema })),
} as const satisfies Call;

export const unsubscribe = {
  name: 'unsubscribe',
  verb: 'POST',
  path: 'email/unsubscribe',
  caller: 'public',
  // It guesses at a secret (the link's token): counted like the other guessing calls.
  limit: 'guessing',
  query: { token: query.secret() },
  request: NO_BODY,
  answer: answers(fields({ outcome: oneOf(UNSUBSCRIBE_OUTCOMES) })),
} as const satisfies Call;
