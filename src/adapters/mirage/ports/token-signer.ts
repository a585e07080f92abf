/**
 * JWT-shaped tokens (header.payload.signature, base64url, `exp` in seconds) signed with a keyed hash: the
 * demo accepts only tokens it issued and never an edited payload. Stateless, so a token survives a reload
 * and "Reset demo data" like a real signed JWT. Expiry is the core's to judge.
 */
import type { TokenClaims, TokenSigner } from '../../../backend/ports';
import { fromBase64Url, hash64, toBase64Url } from './hash';

const SECRET = 'loyalloop-demo-signing-key';
const HEADER = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const signatureOf = (unsigned: string): string =>
  toBase64Url(hash64(`${SECRET}.${unsigned}`, 1) + hash64(unsigned, 2));

const isClaims = (value: unknown): value is TokenClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    (c.role === 'admin' || c.role === 'vendor') &&
    (c.kind === 'access' || c.kind === 'refresh') &&
    typeof c.exp === 'number' &&
    typeof c.iat === 'number' &&
    typeof c.jti === 'string' &&
    typeof c.sid === 'string' &&
    (c.remember === undefined || typeof c.remember === 'boolean')
  );
};

function claimsOf(payload: string): TokenClaims | null {
  const json = fromBase64Url(payload);
  if (json === null) return null;
  try {
    const claims: unknown = JSON.parse(json);
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

export const demoTokenSigner: TokenSigner = {
  async sign(claims) {
    const unsigned = `${HEADER}.${toBase64Url(JSON.stringify(claims))}`;
    return `${unsigned}.${signatureOf(unsigned)}`;
  },
  async verify(token) {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    return signatureOf(`${header}.${payload}`) === signature ? claimsOf(payload) : null;
  },
};
