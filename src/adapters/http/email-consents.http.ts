// The call's own module, not the contract's index: the sign-in pages load this adapter, and the index would bring
// every call's declaration with it (docs/performance.md, "Bundle budgets").
import * as mailCalls from '../../contract/calls/broadcast-mail';
import type { EmailConsents } from '../../application/ports/email-consents';
import { absentForNull } from './absent-for-null';
import type { ApiClient } from './api-call';
import { callTo, queryTo } from './contract-call';

/** A client's consent to broadcasts by email and the unsubscribe link's call (docs/product.md §10.27). */
export function createHttpEmailConsents(api: ApiClient): EmailConsents {
  return {
    async set(clientId, emailConsent) {
      const answer = await api.send(callTo(mailCalls.setEmailConsent, { id: clientId }, { emailConsent }));
      return absentForNull(answer.client);
    },
    async unsubscribe(token) {
      const { method, path, answer: decoded } = callTo(mailCalls.unsubscribe);
      // POST sends its payload as the body: the token rides in the query, as the email's link has it.
      const answer = await api.send({
        method,
        path: `${path}${queryTo(mailCalls.unsubscribe, { token })}`,
        answer: decoded,
        // The page says the outcome, or why not, where the reader looks: a toast would say it twice.
        notify: false,
      });
      return answer.outcome;
    },
  };
}
