/**
 * Broadcasts by email (docs/product.md §10.27): an admin sets a client's consent, and a client unsubscribes
 * with their email's link, without signing in. Each is an activity entry.
 */
import { API } from '../../contract';
import { consentFrom, type UnsubscribeOutcome } from '../../domain/email-consent';
import { UNSUBSCRIBE_MESSAGES } from '../../domain/unsubscribe-messages';
import { notFound, ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import { adminRoute, publicRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { clientWire } from '../wire-shapes';
import { readUnsubscribeToken } from '../rules/unsubscribe-token';
import type { ClientRecord } from '../records';

export const CONSENT_MESSAGES = {
  choose: 'Email consent must be true (yes) or false (no).',
  saved: 'Email consent saved.',
  badLink: 'This unsubscribe link is not valid. Use the link in your email as it is.',
} as const;

/** How the trail shows a consent: "yes" or "no". */
const consentLine = (client: Pick<ClientRecord, 'emailConsent'>): string =>
  client.emailConsent ? 'yes' : 'no';

/** Who the trail names for a client's own unsubscribe: no admin acted. */
const BY_EMAIL_LINK = { _id: '', name: 'The client (email link)' };

/** Required, true or false: an admin says yes or no, never nothing. */
const CONSENT: Words<typeof API.setEmailConsent> = { emailConsent: { invalid: CONSENT_MESSAGES.choose } };

const setEmailConsent = adminRoute(
  API.setEmailConsent,
  withBody(API.setEmailConsent, CONSENT, async ({ ports, request, now, actor }, body) => {
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Client', id);
    const consent = consentFrom(body.emailConsent, 'admin', now);
    return ports.store.transaction(async (tx) => {
      const client = await tx.lockClient(id);
      if (client === null) return notFound('Client', id);
      // A save that changes nothing writes nothing (docs/product.md §10.20): the consent keeps its date.
      if (client.emailConsent === consent.emailConsent)
        return ok(API.setEmailConsent, CONSENT_MESSAGES.saved, { client: clientWire(client) });
      const after = { ...client, ...consent };
      await tx.setEmailConsent(id, consent);
      const details = {
        clientId: id,
        clientName: client.name,
        before: consentLine(client),
        after: consentLine(after),
      };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'client.consent', details));
      return ok(API.setEmailConsent, CONSENT_MESSAGES.saved, { client: clientWire(after) });
    });
  }),
);

const unsubscribe = publicRoute(API.unsubscribe, async ({ ports, request, now }) => {
  const subject = readUnsubscribeToken(ports.generate, request.query('token'));
  if (subject === null) return refuse(400, CONSENT_MESSAGES.badLink);
  return ports.store.transaction(async (tx) => {
    const client = await tx.lockClient(subject.userId);
    if (client === null) return refuse(400, CONSENT_MESSAGES.badLink);
    const answer = (outcome: UnsubscribeOutcome) =>
      ok(API.unsubscribe, UNSUBSCRIBE_MESSAGES[outcome], { outcome });
    // A second use (or a consent withdrawn meanwhile) is no error: the link did its work.
    if (!client.emailConsent) return answer('already-unsubscribed');
    const at = new Date(now).toISOString();
    await tx.setEmailConsent(client.userId, consentFrom(false, 'unsubscribe', now));
    await tx.markMailUnsubscribed(subject.broadcastId, client.userId, at);
    const details = {
      clientId: client.userId,
      clientName: client.name,
      broadcastId: subject.broadcastId,
      before: 'yes',
      after: 'no',
    };
    await tx.appendActivity(
      trailEntry({ admin: BY_EMAIL_LINK, now, ip: request.ip }, 'client.unsubscribed', details),
    );
    return answer('unsubscribed');
  });
});

export const broadcastMailRoutes: CoreRoute[] = [setEmailConsent, unsubscribe];
