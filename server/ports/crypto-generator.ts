/** Codes and ids from the operating system's random source (never Math.random). */
import { randomBytes, randomInt } from 'node:crypto';
import type { Generator } from '../../src/backend/ports';

export const cryptoGenerator: Generator = {
  code: () => String(randomInt(0, 10_000)).padStart(4, '0'),
  // 256 bits, URL-safe: reset tokens, refresh-token ids and upload ids cannot be guessed.
  token: () => randomBytes(32).toString('base64url'),
  objectId: () => randomBytes(12).toString('hex'),
};
