/**
 * Passwords with scrypt from node:crypto (no native add-on). The hash string carries its parameters and salt,
 * `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised without breaking existing hashes: a hash of
 * another cost still verifies, and `needsRehash` tells sign-in to store the password again at this one.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../src/backend/ports';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's Password Storage Cheat Sheet today: N=2^17 (128 MiB a hash), r=8, p=1 (docs/security.md). */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Stored parameters are ours, but a corrupted row must not make one verify eat the machine's memory. */
const MAX_N = 2 ** 20;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node refuses anything above 32 MiB unless maxmem says more.
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
    scrypt(password.normalize('NFC'), salt, keyBytes, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

interface Parsed {
  options: ScryptCost;
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

/** A hasher at `cost`: the server's is OWASP's; tests may make a cheaper one (tests/server/support). */
export function scryptHasher(cost: ScryptCost): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, cost, KEY_BYTES);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
        '$',
      );
    },
    async verify(password, hash) {
      const parsed = parse(hash);
      if (!parsed || parsed.key.length === 0) return false;
      const key = await derive(password, parsed.salt, parsed.options, parsed.key.length);
      return timingSafeEqual(key, parsed.key);
    },
    needsRehash(hash) {
      const parsed = parse(hash);
      return (
        parsed === null ||
        parsed.key.length !== KEY_BYTES ||
        parsed.options.N !== cost.N ||
        parsed.options.r !== cost.r ||
        parsed.options.p !== cost.p
      );
    },
  };
}

export const scryptPasswordHasher: PasswordHasher = scryptHasher(OWASP_SCRYPT_COST);
