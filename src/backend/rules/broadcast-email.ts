/**
 * A broadcast's email to one client (docs/product.md §10.27): the message, and the client's own unsubscribe
 * link in the text and in the List-Unsubscribe headers (one-click, RFC 8058), at the console's address.
 */
import { API, API_BASE } from '../../contract';
import type { BroadcastMail, ClaimedMail, ConsoleAddress, Generator } from '../ports';
import { unsubscribeToken } from './unsubscribe-token';

/** The console page a person opens from the email. */
export const UNSUBSCRIBE_PAGE = '/auth/unsubscribe';
/** The call a mail reader's one-click unsubscribe posts to, under the API base. */
const UNSUBSCRIBE_CALL = `${API_BASE}${API.unsubscribe.path}`;

export function broadcastEmail(
  item: ClaimedMail,
  ports: { address: ConsoleAddress; generate: Generator },
): BroadcastMail {
  const token = encodeURIComponent(unsubscribeToken(ports.generate, item));
  const page = ports.address.urlOf(`${UNSUBSCRIBE_PAGE}?token=${token}`);
  const oneClick = ports.address.urlOf(`${UNSUBSCRIBE_CALL}?token=${token}`);
  return {
    to: item.email,
    subject: `News from LoyalLoop (${item.broadcastId})`,
    text: `Hello ${item.name},\n\n${item.description}\n\nTo stop these emails, unsubscribe: ${page}\n`,
    broadcastId: item.broadcastId,
    unsubscribeLink: page,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
