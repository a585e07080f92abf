/**
 * Sign-in stores a password again when its hash was made at another cost than the hasher's
 * (docs/security.md, "Password hashing"): only after the password matched, and never over a newer password.
 */
import { describe, expect, it } from 'vitest';
import { demoPasswordHasher } from '../../src/adapters/mirage/ports/password-hasher';
import type { PasswordHasher } from '../../src/backend/ports';
import { DEMO_ACCOUNT } from '../../src/backend/seed/demo-account';
import { coreUnderTest, json } from './support/core';

/** The demo's hash is the "old cost"; this hasher's own hashes carry `v2:`. */
const upgradingHasher: PasswordHasher = {
  hash: async (password) => `v2:${await demoPasswordHasher.hash(password)}`,
  verify: (password, hash) => demoPasswordHasher.verify(password, hash.replace(/^v2:/, '')),
  needsRehash: (hash) => !hash.startsWith('v2:'),
};

function core() {
  const under = coreUnderTest();
  under.ports.hasher = upgradingHasher;
  const storedHash = () =>
    under.store.snapshot().accounts.find((a) => a.email === DEMO_ACCOUNT.email)?.passwordHash ?? '';
  return { under, storedHash };
}

describe('a hash of an older cost is upgraded at the next sign-in', () => {
  it('the password step that matches stores the password again at the hasher’s cost', async () => {
    const { under, storedHash } = core();
    const before = storedHash();
    expect(upgradingHasher.needsRehash(before)).toBe(true);
    const login = await under.call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
    expect(login.status).toBe(200);
    expect(storedHash()).toBe(`v2:${before}`);
    expect(await upgradingHasher.verify(DEMO_ACCOUNT.password, storedHash())).toBe(true);
    // Once upgraded, the next sign-in leaves it alone.
    await under.call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
    expect(storedHash()).toBe(`v2:${before}`);
  });

  it('a wrong password upgrades nothing', async () => {
    const { under, storedHash } = core();
    const before = storedHash();
    const login = await under.call('POST', 'admin/email-login', {
      body: json({ email: DEMO_ACCOUNT.email, password: 'Wrong@1234' }),
    });
    expect(login.status).toBe(400);
    expect(storedHash()).toBe(before);
  });
});
