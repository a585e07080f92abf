/**
 * Where the links the server mails point (docs/settings.md, PUBLIC_URL): the console's public address when set,
 * else the server's own address as it listens (`npm start`: http://127.0.0.1:4173). Never a request's Host
 * header, which the caller chooses: a link built from it could send an invitee's token to any site.
 */
import type { AddressInfo } from 'node:net';
import type { ConsoleAddress } from '../../src/backend/ports';
import { consoleAddressAt } from '../../src/backend/rules/console-address';
import type { ServerConfig } from './server-config';
import type { Parsed } from './settings';

/** An http(s) origin, optionally with a trailing slash: `https://loyalty.example.com`. */
export function publicUrl(text: string): Parsed<string> {
  const url = URL.canParse(text) ? new URL(text) : null;
  const origin = url !== null && /^https?:$/.test(url.protocol) ? url.origin : null;
  return origin !== null && (text === origin || text === `${origin}/`)
    ? { value: origin }
    : {
        problem:
          'PUBLIC_URL must be the address people open the console at, such as https://loyalty.example.com (http or https, no path).',
      };
}

/** A listening address as a browser would open it; a wildcard one reads as this machine's loopback. */
function originOf(address: Pick<AddressInfo, 'address' | 'family' | 'port'>): string {
  const ipv6 = address.family === 'IPv6' || address.address.includes(':');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (ipv6 ? '::1' : '127.0.0.1') : address.address;
  return `http://${ipv6 ? `[${host.replace(/^\[|\]$/g, '')}]` : host}:${address.port}`;
}

/**
 * The console's address for the server: PUBLIC_URL, or the first address it listens on (`listening()`, read
 * at each link since the port may be chosen at listen), or before it listens the configured host and port.
 */
export function serverConsoleAddress(
  config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>,
  listening: () => readonly AddressInfo[] = () => [],
): ConsoleAddress {
  const { publicUrl: configured } = config;
  if (configured !== null) return consoleAddressAt(() => configured);
  return consoleAddressAt(() => {
    const [first] = listening();
    return originOf(first ?? { address: config.host, family: '', port: config.port });
  });
}
