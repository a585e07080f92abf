import { API } from '../../contract';
import type { EmailConsents } from '../../application/ports/email-consents';
import { absentForNull } from './absent-for-null';
import type { ApiClient } from './api-call';
import { callTo, queryTo } from './contract-call';

/** A client's consent to broadcasts by email and the unsubscribe link's call (docs/product.md §10.27). */
export function createHttpEmailConsents(api: ApiClient): EmailConsents {
  return {
    async set(clientId, emailConsent) {
      const answer = await api.send(callTo(API.setEmailConsent, { id: clientId }, { emailConsent }));
      return absentForNull(answer.client);
    },
    async unsubscribe(token) {
      const { method, path, answer: decoded } = callTo(API.unsubscribe);
      // POST sends its payload as the body: the token rides in the query, as the email's link has it.
      const answer = await api.send({
        method,
        path: `${path}${queryTo(API.unsubscribe, { token })}`,
        answer: decoded,
        // The page says the outcome, or why not, where the reader looks: a toast would say it twice.
        notify: false,
      });
      return answer.outcome;
    },
  };
}
