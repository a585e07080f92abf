/**
 * JWT-shaped tokens (header.payload.signature, base64url, `exp` in seconds). The signature is a keyed hash
 * of header.payload, so the server accepts only tokens it issued and never an edited payload; being stateless,
 * a token survives a page reload and a "Reset demo data" like a real signed JWT would.
 */
import { fromBase64Url, hash64, toBase64Url } from './hash';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: 'admin' | 'vendor';
  kind: 'access' | 'refresh';
  iat: number;
  exp: number;
  jti: string;
}

const SECRET = 'loyalloop-demo-signing-key';
const HEADER = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
let issued = 0;

const sign = (unsigned: string): string =>
  toBase64Url(hash64(`${SECRET}.${unsigned}`, 1) + hash64(unsigned, 2));

export function issueToken(
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>,
  nowMs: number,
  lifetimeSeconds: number,
): string {
  const iat = Math.floor(nowMs / 1000);
  issued += 1;
  const full: TokenClaims = {
    ...claims,
    iat,
    exp: iat + lifetimeSeconds,
    jti: `${iat.toString(36)}.${issued}`,
  };
  const unsigned = `${HEADER}.${toBase64Url(JSON.stringify(full))}`;
  return `${unsigned}.${sign(unsigned)}`;
}

const isClaims = (value: unknown): value is TokenClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    (c.role === 'admin' || c.role === 'vendor') &&
    (c.kind === 'access' || c.kind === 'refresh') &&
    typeof c.exp === 'number' &&
    typeof c.iat === 'number'
  );
};

/** The claims of a token this server signed and that has not expired; null otherwise. */
export function verifyToken(token: string, nowMs: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (sign(`${header}.${payload}`) !== signature) return null;
  const json = fromBase64Url(payload);
  if (json === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  return claims.exp * 1000 > nowMs ? claims : null;
}
