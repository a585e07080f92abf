/** One parser per kind of setting: a value, or the sentence that says what is wrong with it. */
import { isIP } from 'node:net';

export type Parsed<T> = { value: T } | { problem: string };

export function wholeNumber(name: string, text: string, min: number, max: number): Parsed<number> {
  const value = Number(text);
  return /^\d+$/.test(text) && value >= min && value <= max
    ? { value }
    : { problem: `${name} must be a whole number from ${min} to ${max} (it is "${text}").` };
}

export function urlWithScheme(
  name: string,
  text: string,
  schemes: string[],
  example: string,
): Parsed<string> {
  const scheme = URL.canParse(text) ? new URL(text).protocol.replace(/:$/, '') : '';
  return schemes.includes(scheme)
    ? { value: text }
    : { problem: `${name} must be a URL like ${example} (${schemes.join(' or ')}).` };
}

/**
 * The proxies whose X-Forwarded-For is believed (docs/settings.md): their addresses or CIDR ranges (or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`), comma-separated; '' or `false` trusts none.
 * `true` and a number of hops are refused: they believed whoever connected, so any caller could pick the IP
 * the rate limits and the trail see (docs/security.md, "Forwarded addresses").
 */
export function trustProxy(text: string): Parsed<readonly string[]> {
  if (text === '' || text === 'false') return { value: [] };
  if (text === 'true' || /^\d+$/.test(text))
    return {
      problem:
        `TRUST_PROXY=${text} would believe X-Forwarded-For from any caller: give the proxy's addresses instead, ` +
        'e.g. TRUST_PROXY=127.0.0.1 for a proxy on this machine, or 10.0.0.5,10.1.0.0/16 (docs/settings.md).',
    };
  const proxies = text.split(',').map((p) => p.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const valid = proxies.every((p) => named.has(p) || isAddressOrRange(p));
  return valid
    ? { value: proxies }
    : {
        problem:
          "TRUST_PROXY must be false or the proxy's addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16 (docs/settings.md).",
      };
}

/** An IP, or an IP with a prefix length its family allows (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...more] = text.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Exact origins (scheme, host and port, nothing after), comma-separated. */
export function origins(text: string): Parsed<string[]> {
  if (text === '') return { value: [] };
  const list = text.split(',').map((o) => o.trim());
  const exact = list.every(
    (o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol) && new URL(o).origin === o,
  );
  return exact
    ? { value: list }
    : {
        problem:
          'CORS_ORIGIN must list exact origins such as https://admin.example.com (no path, no trailing slash, no *).',
      };
}

/** Whether only this machine can reach a server bound to `host`. */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
