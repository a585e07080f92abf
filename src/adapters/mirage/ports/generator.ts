/** The demo's codes and ids: the code is always the demo hint's; ids and tokens are random as on a server. */
import type { Generator } from '../../../backend/ports';
import { DEMO_CREDENTIALS } from '../demo-credentials';
import { hash64 } from './hash';

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

export const demoGenerator: Generator = {
  code: () => DEMO_CREDENTIALS.code,
  token: () => randomHex(24),
  objectId: () => randomHex(12),
  // Nothing in the demo is secret, so an unkeyed hash is enough to stay the same for the same text.
  opaqueId: (text) => (hash64(text, 11) + hash64(text, 12)).slice(0, 24),
};
