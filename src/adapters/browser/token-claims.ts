/**
 * What the console reads off an access token it holds: when it lapses and when it was issued, both on the
 * server's clock. The token is the server's; only this adapter knows it is a JWT.
 */

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(atob(padded));
}

/** A numeric time claim of a JWT (seconds) as epoch ms, or null when the token is not one or lacks it. */
function timeClaim(token: string | null | undefined, name: 'exp' | 'iat'): number | null {
  if (!token) return null;
  const segments = token.split('.');
  const payload = segments[1];
  if (segments.length !== 3 || !payload) return null;
  try {
    const claims = decodeSegment(payload);
    if (typeof claims !== 'object' || claims === null || !(name in claims)) return null;
    const value: unknown = (claims as Record<string, unknown>)[name];
    return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null;
  } catch {
    // A malformed token is simply no session.
    return null;
  }
}

/** When the token stops being valid (epoch ms, the server's clock), or null when it is not a JWT with a numeric `exp`. */
export const tokenExpiry = (token: string | null | undefined): number | null => timeClaim(token, 'exp');

/**
 * How far the server's clock runs ahead of this browser's (ms, negative when behind), read off a token's `iat`
 * as it arrives: a token's `exp` is the server's time, and a browser whose clock is hours fast would otherwise
 * judge every new token expired and renew it for ever (docs/security.md, "A browser's clock"). 0 without `iat`.
 */
export function clockSkewOf(token: string, receivedAtMs: number): number {
  const issuedAt = timeClaim(token, 'iat');
  return issuedAt === null ? 0 : issuedAt - receivedAtMs;
}
