import { describe, expect, it } from 'vitest';
import { rememberingVerdicts } from '../../../server/ports/remembered-tokens';
import type { TokenClaims, TokenSigner } from '../../../src/backend/ports';

const CLAIMS: TokenClaims = {
  sub: 'a1',
  role: 'admin',
  kind: 'access',
  iat: 1,
  exp: 2,
  jti: 'j1',
  sid: 's1',
};

/** A signer that counts its checks and knows one good token. */
function countingSigner(): TokenSigner & { checks: number } {
  const signer = {
    checks: 0,
    sign: () => Promise.resolve('good'),
    verify(token: string) {
      signer.checks += 1;
      return Promise.resolve(token === 'good' ? { ...CLAIMS } : null);
    },
  };
  return signer;
}

describe('a signer remembering its verdicts', () => {
  it('checks a good token once and answers the same claims after', async () => {
    const inner = countingSigner();
    const signer = rememberingVerdicts(inner);
    expect(await signer.verify('good')).toEqual(CLAIMS);
    expect(await signer.verify('good')).toEqual(CLAIMS);
    expect(inner.checks).toBe(1);
  });

  it('checks a refused token every time, and never lets it through', async () => {
    const inner = countingSigner();
    const signer = rememberingVerdicts(inner);
    expect(await signer.verify('forged')).toBeNull();
    expect(await signer.verify('forged')).toBeNull();
    expect(inner.checks).toBe(2);
  });

  it('hands out copies, so a caller changing its claims changes nothing remembered', async () => {
    const signer = rememberingVerdicts(countingSigner());
    const first = await signer.verify('good');
    if (first) first.sub = 'someone-else';
    expect(await signer.verify('good')).toEqual(CLAIMS);
  });
});
