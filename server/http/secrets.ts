/**
 * The secrets a request may carry (docs/security.md, "Secrets in logs"): the body fields the contract marks
 * secret (src/contract/secret.ts), and query parameters of the same names — the setup and invitation links'
 * `?token=`. Derived from the contract, never listed by hand.
 */
import { CALLS } from '../../src/contract';
import { secretFieldsOf, secretQueryOf } from '../../src/contract/secret';

/**
 * Every body field and query parameter the contract marks secret, in any call: one sent to another call, or in
 * a query rather than a body, is hidden as well.
 */
export const SECRET_FIELDS: readonly string[] = [
  ...new Set(CALLS.flatMap((call) => [...secretFieldsOf(call), ...secretQueryOf(call)])),
];

export const REDACTED = '[redacted]';
const secretNames = new Set(SECRET_FIELDS.map((name) => name.toLowerCase()));

const decoded = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** The URL with the value of each query parameter named like a secret field hidden: `/setup?token=[redacted]`. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && secretNames.has(decoded(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/** Whether the URL carries a secret in its query (a setup or invitation link): its page sends no Referer. */
export const carriesSecret = (url: string): boolean => redactedUrl(url) !== url;
