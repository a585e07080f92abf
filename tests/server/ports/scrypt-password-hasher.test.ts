import { describe, expect, it } from 'vitest';
import {
  OWASP_SCRYPT_COST,
  scryptHasher,
  scryptPasswordHasher as hasher,
} from '../../../server/ports/scrypt-password-hasher';

/** The cost every hash had before OWASP's current one: such hashes still verify and are upgraded. */
const older = scryptHasher({ N: 2 ** 14, r: 8, p: 1 });

describe('the scrypt password hasher', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const hash = await hasher.hash('Demo@1234');
    expect(await hasher.verify('Demo@1234', hash)).toBe(true);
    expect(await hasher.verify('demo@1234', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('hashes at OWASP’s cost, N=2^17, r=8, p=1, and keeps its parameters and salt in the hash string', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const [first, second] = [await hasher.hash('Demo@1234'), await hasher.hash('Demo@1234')];
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it('still verifies a hash of the older cost, and asks for it to be made again', async () => {
    const old = await older.hash('Demo@1234');
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await hasher.verify('Demo@1234', old)).toBe(true);
    expect(await hasher.verify('Demo@12345', old)).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(older.needsRehash(old)).toBe(false);
  });

  it.each([
    '',
    'plain-text',
    'scrypt$16384$8$1$c2FsdA',
    'scrypt$999999999$8$1$c2FsdA$a2V5',
    'bcrypt$x$y$z$s$k',
  ])('answers false, without throwing, for the unusable hash %s (and asks for a new one)', async (hash) => {
    expect(await hasher.verify('Demo@1234', hash)).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(true);
  });
});
