/**
 * The unsubscribe link's token (docs/product.md §10.27): the client, the broadcast it came with, and a keyed
 * hash of both (the generator's `opaqueId`, HMAC on the server), so it works without signing in, for that
 * client only, and nobody without the server's secret can make one.
 */
import type { Generator } from '../ports';

export interface UnsubscribeSubject {
  userId: string;
  broadcastId: string;
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const macOf = (generate: Generator, { userId, broadcastId }: UnsubscribeSubject): string =>
  generate.opaqueId(`unsubscribe:${userId}:${broadcastId}`);

export const unsubscribeToken = (generate: Generator, subject: UnsubscribeSubject): string =>
  `${subject.userId}.${subject.broadcastId}.${macOf(generate, subject)}`;

/** Compares every character, so the time taken does not tell how much of a forged hash was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i += 1) differ |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return differ === 0;
}

/** The subject of a token this backend made, or null (forged, altered, another client's or malformed). */
export function readUnsubscribeToken(generate: Generator, token: string): UnsubscribeSubject | null {
  const [userId = '', broadcastId = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(userId) || !ID.test(broadcastId)) return null;
  const subject = { userId, broadcastId };
  return sameText(mac, macOf(generate, subject)) ? subject : null;
}
