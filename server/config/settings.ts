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

/** `'' | false` off, `true` any proxy, a number of hops, or proxy addresses (IPs, CIDRs, proxy-addr's names). */
export function trustProxy(text: string): Parsed<boolean | number | string[]> {
  if (text === '' || text === 'false') return { value: false };
  if (text === 'true') return { value: true };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const proxies = text.split(',').map((p) => p.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const valid = proxies.every((p) => named.has(p) || isIP(p.replace(/\/\d+$/, '')) !== 0);
  return valid
    ? { value: proxies }
    : {
        problem:
          'TRUST_PROXY must be true, false, a number of proxies, or proxy addresses (10.0.0.1,10.0.0.0/8).',
      };
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
