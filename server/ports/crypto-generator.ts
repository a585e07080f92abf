/** Codes and ids from the operating system's random source (never Math.random). */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Generator } from '../../src/backend/ports';

/** `secret` keys `opaqueId`, so nobody without it can tell a made-up reset id from a real account's. */
export function cryptoGenerator(secret: string): Generator {
  return {
    code: () => String(randomInt(0, 10_000)).padStart(4, '0'),
    // 256 bits, URL-safe: reset tokens, refresh-token ids and upload ids cannot be guessed.
    token: () => randomBytes(32).toString('base64url'),
    objectId: () => randomBytes(12).toString('hex'),
    opaqueId: (text) => createHmac('sha256', secret).update(`opaque-id:${text}`).digest('hex').slice(0, 24),
  };
}
