/**
 * Passwords with scrypt from node:crypto (no native add-on). The hash string carries its parameters and salt,
 * `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../src/backend/ports';

const COST = { N: 2 ** 14, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Stored parameters are ours, but a corrupted row must not make one verify eat the machine's memory. */
const MAX_N = 2 ** 20;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
    scrypt(password.normalize('NFC'), salt, keyBytes, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

interface Parsed {
  options: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parse(hash: string): Parsed | null {
  const [scheme, n, r, p, salt, key, ...rest] = hash.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !key) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Object.values(options).every((v) => Number.isSafeInteger(v) && v > 0) && options.N <= MAX_N;
  return valid ? { options, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : null;
}

export const scryptPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, COST, KEY_BYTES);
    return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  },
  async verify(password, hash) {
    const parsed = parse(hash);
    if (!parsed || parsed.key.length === 0) return false;
    const key = await derive(password, parsed.salt, parsed.options, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  },
};
