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
  const { sub, role, kind, iat, exp, jti, sid, remember }: Record<string, unknown> = { ...payload };
  if (
    typeof sub !== 'string' ||
    typeof jti !== 'string' ||
    typeof sid !== 'string' ||
    !isInteger(iat) ||
    !isInteger(exp)
  )
    return null;
  if ((role !== 'admin' && role !== 'vendor') || (kind !== 'access' && kind !== 'refresh')) return null;
  if (remember !== undefined && typeof remember !== 'boolean') return null;
  return { sub, role, kind, iat, exp, jti, sid, ...(remember === undefined ? {} : { remember }) };
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** The secret as a key imported once: jose imports raw bytes anew on every call (a third of a token check). */
const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

export function joseTokenSigner(secret: string): TokenSigner {
  const key = hmacKey(secret);
  return {
    sign: async (claims) =>
      new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await key),
    async verify(token) {
      try {
        const { payload } = await compactVerify(token, await key, { algorithms: ['HS256'] });
        return claimsOf(parseJson(payload));
      } catch {
        // Tampered, signed with another secret, another algorithm, or not a JWT at all.
        return null;
      }
    },
  };
}
