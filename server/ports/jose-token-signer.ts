/**
 * Session tokens as HS256 JWTs with jose. `verify` checks the signature and the claims' shape only: whether a
 * token has expired is the core's rule, judged against the clock port (jwtVerify would judge it by Date.now).
 */
import { compactVerify, SignJWT } from 'jose';
import type { TokenClaims, TokenSigner } from '../../src/backend/ports';

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

function claimsOf(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, role, kind, iat, exp, jti, remember }: Record<string, unknown> = { ...payload };
  if (typeof sub !== 'string' || typeof jti !== 'string' || !isInteger(iat) || !isInteger(exp)) return null;
  if ((role !== 'admin' && role !== 'vendor') || (kind !== 'access' && kind !== 'refresh')) return null;
  if (remember !== undefined && typeof remember !== 'boolean') return null;
  return { sub, role, kind, iat, exp, jti, ...(remember === undefined ? {} : { remember }) };
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

export function joseTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key),
    async verify(token) {
      try {
        const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] });
        return claimsOf(parseJson(payload));
      } catch {
        // Tampered, signed with another secret, another algorithm, or not a JWT at all.
        return null;
      }
    },
  };
}
