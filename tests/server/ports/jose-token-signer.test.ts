import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { joseTokenSigner } from '../../../server/ports/jose-token-signer';
import type { TokenClaims } from '../../../src/backend/ports';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const CLAIMS: TokenClaims = {
  sub: '64f1c0ffee0000000000a001',
  role: 'admin',
  kind: 'access',
  iat: 1_700_000_000,
  exp: 1_700_000_900,
  jti: 'j1',
  sid: 's1',
};

describe('the jose token signer', () => {
  const signer = joseTokenSigner(SECRET);

  it('signs a JWT that it verifies back to the same claims', async () => {
    const token = await signer.sign(CLAIMS);
    expect(token.split('.')).toHaveLength(3);
    expect(await signer.verify(token)).toEqual(CLAIMS);
    const refresh = { ...CLAIMS, kind: 'refresh' as const, remember: true };
    expect(await signer.verify(await signer.sign(refresh))).toEqual(refresh);
  });

  it('leaves expiry to the core: a long-expired token still verifies', async () => {
    const old = { ...CLAIMS, iat: 1, exp: 2 };
    expect(await signer.verify(await signer.sign(old))).toEqual(old);
  });

  it('does not verify a token signed with another secret', async () => {
    const foreign = await joseTokenSigner('another-secret-that-is-long-enough-9876543210').sign(CLAIMS);
    expect(await signer.verify(foreign)).toBeNull();
  });

  it('does not verify a tampered token', async () => {
    const [header, , signature] = (await signer.sign(CLAIMS)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, sub: 'someone-else' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it.each(['', 'not-a-jwt', 'a.b.c', `${'x'.repeat(5000)}`])(
    'answers null for the malformed %s',
    async (token) => {
      expect(await signer.verify(token)).toBeNull();
    },
  );

  it('does not verify a well-signed token whose claims have the wrong shape', async () => {
    const key = new TextEncoder().encode(SECRET);
    const wrong = await new SignJWT({ sub: 'x', role: 'root', kind: 'access', iat: 1, exp: 2, jti: 'j' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expect(await signer.verify(wrong)).toBeNull();
  });
});
