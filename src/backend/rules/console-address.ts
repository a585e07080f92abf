/** The console's address as both hosts give it (ports/console-address.port.ts): an origin, read when a link is made. */
import type { ConsoleAddress } from '../ports';

/** `origin()`: `https://loyalty.example.com`; read at each link, since a server learns its own port when it listens. */
export const consoleAddressAt = (origin: () => string): ConsoleAddress => ({
  urlOf: (path) => new URL(path, origin()).href,
});
