/**
 * A signer whose verdicts on good tokens are remembered: the same access token arrives on every call of a
 * session, and its HMAC check through WebCrypto was a tenth of a GET's server time. What is remembered is only
 * "this string carries these claims under this process's secret", which cannot change while the process runs
 * (a new secret means a restart, and so an empty memory). Expiry is still judged by the core against the clock
 * on every call, and the account is still read on every call, so a deleted or demoted admin loses access at
 * once. Refused tokens are not remembered: they cost the attacker, not the memory.
 */
import type { TokenClaims, TokenSigner } from '../../src/backend/ports';

/** Enough for every session of a busy console; the memory is forgotten whole when full (a few hundred kB). */
export const REMEMBERED_TOKENS = 2000;

export function rememberingVerdicts(signer: TokenSigner, capacity = REMEMBERED_TOKENS): TokenSigner {
  const verdicts = new Map<string, TokenClaims>();
  return {
    sign: (claims) => signer.sign(claims),
    async verify(token) {
      const known = verdicts.get(token);
      if (known) return { ...known };
      const claims = await signer.verify(token);
      if (claims === null) return null;
      if (verdicts.size >= capacity) verdicts.clear();
      verdicts.set(token, { ...claims });
      return claims;
    },
  };
}
