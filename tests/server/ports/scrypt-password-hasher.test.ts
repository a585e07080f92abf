import { describe, expect, it } from 'vitest';
import { scryptPasswordHasher as hasher } from '../../../server/ports/scrypt-password-hasher';

describe('the scrypt password hasher', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const hash = await hasher.hash('Demo@1234');
    expect(await hasher.verify('Demo@1234', hash)).toBe(true);
    expect(await hasher.verify('demo@1234', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('salts every hash and keeps its parameters in the hash string', async () => {
    const [first, second] = [await hasher.hash('Demo@1234'), await hasher.hash('Demo@1234')];
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it.each([
    '',
    'plain-text',
    'scrypt$16384$8$1$c2FsdA',
    'scrypt$999999999$8$1$c2FsdA$a2V5',
    'bcrypt$x$y$z$s$k',
  ])('answers false, without throwing, for the unusable hash %s', async (hash) => {
    expect(await hasher.verify('Demo@1234', hash)).toBe(false);
  });
});
